// Help > Guide opens with F1 from the main window, in the language of the interface: the English guide with
// its pictures, and with the German catalogue installed the German one (issue 18).
#include "TestSupport.h"

#include "InterfaceLanguage.h"

#include "main/GuideWindow.h"
#include "main/MainWindow.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace hk;

class TestGuideWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support).*"))); }

    void opensWithF1_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("picture");
        QTest::newRow("English") << QString() << QStringLiteral(":/help/guide_en.html")
                                 << QStringLiteral("Hexkeeper — the GM's guide") << QStringLiteral("images/start.png");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral(":/help/guide_de.html")
                                << QStringLiteral("Hexkeeper — Handbuch für den Spielleiter") << QStringLiteral("images/start_de.png");
    }

    void opensWithF1()
    {
        QFETCH(QString, language);
        QFETCH(QString, resource);
        QFETCH(QString, heading);
        QFETCH(QString, picture);
        QStandardPaths::setTestModeEnabled(true);
        const test::InterfaceLanguage translation(language);
        QVERIFY(translation.isReady(language));
        {
            MainWindow window(test::registry());
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QTest::keyClick(&window, Qt::Key_F1);
            auto* guide = window.findChild<GuideWindow*>();
            QVERIFY(guide);
            QVERIFY(guide->isVisible());
            QCOMPARE(GuideWindow::guideResource(), resource);
            QTextBrowser* browser = guide->browser();
            QVERIFY2(browser->toPlainText().startsWith(heading), qPrintable(browser->toPlainText().left(80)));
            // The pictures are embedded and load.
            const QVariant image = browser->document()->resource(QTextDocument::ImageResource, QUrl(picture));
            QVERIFY2(image.isValid() && !image.value<QImage>().isNull(), qPrintable(picture));
            QVERIFY(browser->toHtml().contains(picture));
        }
    }
};

QTEST_MAIN(TestGuideWindow)
#include "tst_guide_window.moc"
