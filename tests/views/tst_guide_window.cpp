// Help > Guide opens with F1 from the main window, in the language of the interface: the English guide with
// its pictures, and with the German catalogue installed the German one (issue 18).
#include "TestSupport.h"

#include "InterfaceLanguage.h"

#include "main/Appearance.h"
#include "main/GuideWindow.h"
#include "main/MainWindow.h"
#include "StrictTest.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QToolButton>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace hk;

// The anchors (name="…") or in-page links (href="#…") of a guide, in order.
static QStringList anchors(const QString& resource, const QString& attribute)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString html = QString::fromUtf8(file.readAll());
    const QString hash = attribute == QLatin1String("href") ? QStringLiteral("#") : QString();
    const QRegularExpression pattern(QStringLiteral("<a %1=\"%2([a-z0-9-]+)\"").arg(attribute, hash));
    QStringList out;
    for (auto it = pattern.globalMatch(html); it.hasNext();)
        out.append(it.next().captured(1));
    return out;
}

class TestGuideWindow : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
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

    // Both guides have the same sections under the same anchors, in the same order, and each contents line
    // leads to a section that exists: a section written in one language only fails here.
    void sameSectionsInBothLanguages()
    {
        const QStringList english = anchors(QStringLiteral(":/help/guide_en.html"), QStringLiteral("name"));
        const QStringList german = anchors(QStringLiteral(":/help/guide_de.html"), QStringLiteral("name"));
        QVERIFY2(english.size() >= 12, qPrintable(english.join(QLatin1Char(' '))));
        QCOMPARE(german, english);
        for (const QString& guide : {QStringLiteral(":/help/guide_en.html"), QStringLiteral(":/help/guide_de.html")}) {
            const QStringList sections = anchors(guide, QStringLiteral("name"));
            const QStringList links = anchors(guide, QStringLiteral("href"));
            for (const QString& link : links)
                QVERIFY2(sections.contains(link), qPrintable(guide + QStringLiteral(": #") + link));
            // The contents list every section.
            for (const QString& section : sections)
                QVERIFY2(links.contains(section), qPrintable(guide + QStringLiteral(" lacks a contents line for ") + section));
        }
    }

    // The search box: a word is found in the section it belongs to, Enter and the buttons step through the
    // matches (and round), Shift+Enter goes back, a word the guide lacks says so; Ctrl+F puts the cursor there.
    void searchFindsAndSteps_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("nextSection");
        QTest::newRow("English") << QString() << QStringLiteral("Caddyfile") << QStringLiteral("8. The players' pages")
                                 << QStringLiteral("9. Settings");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Caddyfile") << QStringLiteral("8. Die Seiten der Spieler")
                                << QStringLiteral("9. Einstellungen");
    }

    void searchFindsAndSteps()
    {
        QFETCH(QString, language);
        QFETCH(QString, word);
        QFETCH(QString, section);
        QFETCH(QString, nextSection);
        const test::InterfaceLanguage translation(language);
        QVERIFY(translation.isReady(language));
        GuideWindow guide;
        guide.show();
        QVERIFY(QTest::qWaitForWindowActive(&guide));
        QTest::keyClick(guide.browser(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(guide.searchField()->hasFocus());

        QTest::keyClicks(guide.searchField(), word);
        QVERIFY2(guide.matchCount() >= 2, qPrintable(QString::number(guide.matchCount())));
        QCOMPARE(guide.currentMatch(), 0);
        const QString text = guide.browser()->document()->toPlainText();
        // The headings' last occurrence: the first is the table of contents.
        const int from = int(text.lastIndexOf(section));
        const int to = int(text.lastIndexOf(nextSection));
        QVERIFY2(from > 0 && to > from, qPrintable(section));
        const QTextCursor first = guide.currentMatchCursor();
        QVERIFY2(first.position() > from && first.position() < to, qPrintable(QString::number(first.position())));
        QCOMPARE(first.selectedText(), word);
        QCOMPARE(guide.browser()->textCursor().position(), first.position());
        auto* status = guide.findChild<QLabel*>(QStringLiteral("guideSearchStatus"));
        QVERIFY(status);
        QCOMPARE(status->text(), GuideWindow::tr("%1 of %2").arg(1).arg(guide.matchCount()));

        QTest::keyClick(guide.searchField(), Qt::Key_Return);
        QCOMPARE(guide.currentMatch(), 1);
        QVERIFY(guide.currentMatchCursor().position() > first.position());
        QTest::keyClick(guide.searchField(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(guide.currentMatch(), 0);
        guide.findChild<QToolButton*>(QStringLiteral("guidePrevious"))->click();
        QCOMPARE(guide.currentMatch(), guide.matchCount() - 1);
        guide.findChild<QToolButton*>(QStringLiteral("guideNext"))->click();
        QCOMPARE(guide.currentMatch(), 0);

        guide.searchField()->clear();
        QTest::keyClicks(guide.searchField(), QStringLiteral("xylophonequark"));
        QCOMPARE(guide.matchCount(), 0);
        QCOMPARE(guide.currentMatch(), -1);
        QCOMPARE(status->text(), GuideWindow::tr("No match"));
        QVERIFY(guide.browser()->extraSelections().isEmpty());
    }

    // Pictures to look at, not a check: with HK_GUIDE_PICTURES=DIR, the guide with a word found, at 1024x700
    // and 1280x800, light and dark, English and German (make screenshots shows the guide without a search).
    void pictures()
    {
        const QString dir = qEnvironmentVariable("HK_GUIDE_PICTURES");
        if (dir.isEmpty())
            QSKIP("HK_GUIDE_PICTURES is not set");
        QVERIFY(QDir().mkpath(dir));
        const QList<std::pair<QString, QString>> languages = {{QStringLiteral("en"), QStringLiteral("Attune")},
                                                              {QStringLiteral("de"), QStringLiteral("Einstimmen")}};
        for (const auto& [language, word] : languages) {
            const test::InterfaceLanguage translation(language == QLatin1String("en") ? QString() : language);
            for (const Preferences::Palette palette : {Preferences::Palette::Light, Preferences::Palette::Dark}) {
                Appearance::applyPalette(palette);
                for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
                    GuideWindow guide;
                    guide.resize(size);
                    guide.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&guide));
                    QTest::keyClicks(guide.searchField(), word);
                    QTest::keyClick(guide.searchField(), Qt::Key_Return);
                    QApplication::processEvents();
                    const QString name = QStringLiteral("%1/guide-%2-%3-%4x%5.png")
                                             .arg(dir, language,
                                                  palette == Preferences::Palette::Dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                             .arg(size.width())
                                             .arg(size.height());
                    QVERIFY(guide.grab().save(name));
                }
            }
        }
        Appearance::applyPalette(Preferences::Palette::System);
    }
};

QTEST_MAIN(TestGuideWindow)
#include "tst_guide_window.moc"
