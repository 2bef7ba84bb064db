// The window fits 1024×700 on every page and tab, in English and in German: no page, tab or row of buttons
// makes the window wider or taller than that (issue 18). Each language runs with its own translator, as the
// app loads it.
#include "TestSupport.h"

#include "InterfaceLanguage.h"

#include "main/CampaignPage.h"
#include "main/MainWindow.h"
#include "StrictTest.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace hk;

class TestWindowLayout : public hk::test::StrictTest
{
    Q_OBJECT

    // Every page, and every tab of a page, as the GM would click through them.
    static void visitEveryPageAndTab(MainWindow& window, const std::function<void(const QString&)>& check)
    {
        for (const QString& id : window.pageIds()) {
            QVERIFY2(window.showPage(id), qPrintable(id));
            QApplication::processEvents();
            check(id);
            for (QTabWidget* tabs : window.page(id)->findChildren<QTabWidget*>()) {
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QApplication::processEvents();
                    check(id + QLatin1Char('/') + tabs->tabText(i));
                }
            }
        }
    }

private Q_SLOTS:
    void fitsSmallScreens_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
    }

    void fitsSmallScreens()
    {
        QFETCH(QString, language);
        QStandardPaths::setTestModeEnabled(true);
        const test::InterfaceLanguage translation(language);
        QVERIFY(translation.isReady(language));
        {
            MainWindow window(test::registry());
            window.setInteractive(false);
            window.show();
            QVERIFY(window.openDemo());
            QStringList tooWide;
            visitEveryPageAndTab(window, [&](const QString& where) {
                const QSize min = window.minimumSizeHint();
                if (min.width() > 1024 || min.height() > 700) {
                    // Name the widest parts of the page, so a failure says where to look.
                    QStringList parts;
                    CampaignPage* widest = nullptr;
                    for (const QString& id : window.pageIds()) {
                        CampaignPage* page = window.page(id);
                        parts.append(QStringLiteral("page %1 %2").arg(id).arg(page->minimumSizeHint().width()));
                        if (!widest || page->minimumSizeHint().width() > widest->minimumSizeHint().width())
                            widest = page;
                    }
                    for (QWidget* w : widest->findChildren<QWidget*>()) {
                        if (!w->isHidden() && w->minimumSizeHint().width() > 300)
                            parts.append(QStringLiteral("%1 %2 %3").arg(QString::fromLatin1(w->metaObject()->className()),
                                                                       w->objectName()).arg(w->minimumSizeHint().width()));
                    }
                    tooWide.append(QStringLiteral("%1: %2×%3 [%4]").arg(where).arg(min.width()).arg(min.height()).arg(parts.join(QStringLiteral(", "))));
                }
            });
            QVERIFY2(tooWide.isEmpty(), qPrintable(tooWide.join(QStringLiteral("; "))));
            window.resize(1024, 700);
            QApplication::processEvents();
            QCOMPARE(window.size(), QSize(1024, 700));
        }
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
