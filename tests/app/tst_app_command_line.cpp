// The GUI binary's own command line: --help and --version answer without a display (a GM over ssh, a
// packaging script), in the user's language, and exit 0.
#include "StrictTest.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TestAppCommandLine : public hk::test::StrictTest
{
    Q_OBJECT

    // Runs hexkeeper with no display at all: no X, no Wayland, no offscreen platform.
    static QProcess* runWithoutDisplay(const QStringList& args, const QString& language, QObject* parent)
    {
        auto* p = new QProcess(parent);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("LC_ALL"), language);
        env.insert(QStringLiteral("LANG"), language);
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(HK_APP_PATH), args);
        return p;
    }

private Q_SLOTS:
    void answersWithoutDisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << QStringLiteral("C.UTF-8")
                              << QStringLiteral("Open the demo campaign.");
        QTest::newRow("help in German") << QStringList{QStringLiteral("--help")} << QStringLiteral("de_DE.UTF-8")
                                        << QStringLiteral("Die Demo-Kampagne öffnen.");
        QTest::newRow("version") << QStringList{QStringLiteral("--version")} << QStringLiteral("C.UTF-8")
                                 << QStringLiteral("Hexkeeper " HK_VERSION);
    }

    void answersWithoutDisplay()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QProcess* p = runWithoutDisplay(args, language, this);
        QVERIFY(p->waitForFinished(30000));
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QVERIFY2(p->exitCode() == 0, qPrintable(QString::fromUtf8(p->readAllStandardError())));
        QVERIFY2(out.contains(expected), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestAppCommandLine)
#include "tst_app_command_line.moc"
