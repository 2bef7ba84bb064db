// The installed tree and the .deb (issue 35): the desktop file and the AppStream metainfo pass their validators;
// the package lists every part and its Depends name Qt's HttpServer and WebSockets; unpacked, its hexkeeper-cli
// runs; with the campaign file type in a private MIME database, a campaign renamed without its extension is still
// a Hexkeeper campaign (the application id at byte 68); the bash completion offers every top-level command; the
// man page lists every command. Nothing here touches the system's own folders: everything goes to a temporary
// folder.
#include "StrictTest.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
        int timeoutMs = 240000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.err = p.errorString();
        return r;
    }
    p.waitForFinished(timeoutMs);
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString said(const Run& r) { return QStringLiteral("exit %1\n%2\n%3").arg(r.code).arg(r.out, r.err); }

const QString kAppId = QStringLiteral(HK_APP_ID);
const QString kCli = QStringLiteral(HK_CLI_PATH);

// The top-level command words of `hexkeeper-cli --help`.
QStringList topLevelCommands()
{
    static const QRegularExpression command(QStringLiteral("^  ([a-z-]+) "));
    QStringList out;
    for (const QString& line : run(kCli, {QStringLiteral("--help")}).out.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = command.match(line);
        if (m.hasMatch() && !out.contains(m.captured(1)))
            out.append(m.captured(1));
    }
    return out;
}

} // namespace

class TestPackage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_tree;   // the installed tree (make install PREFIX=…)
    QString m_deb;

    QString installed(const QString& path) const { return m_tree + QStringLiteral("/") + path; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_tree = m_dir.filePath(QStringLiteral("tree"));
        const Run install = run(QStringLiteral("cmake"), {QStringLiteral("--install"), QStringLiteral(HK_BINARY_DIR), QStringLiteral("--prefix"), m_tree});
        if (install.code != 0)
            QFAIL(qPrintable(QStringLiteral("cmake --install failed: ") + said(install)));
    }

    void theInstalledTreeHasEveryPart_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& p : {QStringLiteral("bin/hexkeeper"), QStringLiteral("bin/hexkeeper-cli"),
                                 QStringLiteral("share/applications/%1.desktop").arg(kAppId),
                                 QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId),
                                 QStringLiteral("share/mime/packages/%1.xml").arg(kAppId),
                                 QStringLiteral("share/icons/hicolor/48x48/apps/%1.png").arg(kAppId),
                                 QStringLiteral("share/icons/hicolor/128x128/apps/%1.png").arg(kAppId),
                                 QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
                                 QStringLiteral("share/icons/hicolor/48x48/mimetypes/application-x-hexkeeper-campaign.png"),
                                 QStringLiteral("share/icons/hicolor/128x128/mimetypes/application-x-hexkeeper-campaign.png"),
                                 QStringLiteral("share/icons/hicolor/scalable/mimetypes/application-x-hexkeeper-campaign.svg"),
                                 QStringLiteral("share/man/man1/hexkeeper-cli.1"),
                                 QStringLiteral("share/bash-completion/completions/hexkeeper-cli")})
            QTest::newRow(qPrintable(p)) << p;
    }

    void theInstalledTreeHasEveryPart()
    {
        QFETCH(QString, path);
        QVERIFY2(QFile::exists(installed(path)), qPrintable(path));
    }

    void theDesktopFileAndMetainfoValidate()
    {
        const QString desktop = installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
        const Run d = run(QStringLiteral("desktop-file-validate"), {desktop});
        QVERIFY2(d.code == 0 && d.out.trimmed().isEmpty(), qPrintable(said(d)));
        const Run a = run(QStringLiteral("appstreamcli"), {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                                          installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId))});
        QVERIFY2(a.code == 0, qPrintable(said(a)));
        // The running window's class is the desktop file's, so the desktop matches them; it opens the file it is given.
        QFile file(desktop);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("\nStartupWMClass=%1\n").arg(kAppId)));
        QVERIFY(text.contains(QLatin1String("\nExec=hexkeeper %f\n")));
        QVERIFY(text.contains(QLatin1String("\nMimeType=application/x-hexkeeper-campaign;\n")));
        QVERIFY(text.contains(QLatin1String("\nName[de]=")) && text.contains(QLatin1String("\nComment[de]=")));
    }

    void aCampaignWithoutItsExtensionIsStillOne()
    {
        const QString data = m_dir.filePath(QStringLiteral("xdg-data"));
        QVERIFY(QDir().mkpath(data + QStringLiteral("/mime/packages")));
        QVERIFY(QFile::copy(installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId)),
                            data + QStringLiteral("/mime/packages/hexkeeper.xml")));
        const Run update = run(QStringLiteral("update-mime-database"), {data + QStringLiteral("/mime")});
        QVERIFY2(update.code == 0, qPrintable(said(update)));
        const QString campaign = m_dir.filePath(QStringLiteral("game.hkc"));
        const Run made = run(kCli, {QStringLiteral("campaign"), QStringLiteral("new"), campaign, QStringLiteral("--ruleset"),
                                    QStringLiteral("tft-wizard-1978")});
        QVERIFY2(made.code == 0, qPrintable(said(made)));
        const QString bare = m_dir.filePath(QStringLiteral("renamed"));
        QVERIFY(QFile::copy(campaign, bare));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        env.insert(QStringLiteral("XDG_DATA_DIRS"), QStringLiteral("/usr/share"));
        env.remove(QStringLiteral("XDG_CURRENT_DESKTOP"));
        for (const QString& file : {campaign, bare}) {
            const Run q = run(QStringLiteral("xdg-mime"), {QStringLiteral("query"), QStringLiteral("filetype"), file}, env);
            QVERIFY2(q.code == 0 && q.out.trimmed() == QLatin1String("application/x-hexkeeper-campaign"), qPrintable(file + QLatin1Char(' ') + said(q)));
        }
        // Any other SQLite database stays one.
        QFile other(m_dir.filePath(QStringLiteral("other")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        QFile source(campaign);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray bytes = source.readAll();
        bytes[68] = 'X';
        other.write(bytes);
        other.close();
        const Run q = run(QStringLiteral("xdg-mime"), {QStringLiteral("query"), QStringLiteral("filetype"), other.fileName()}, env);
        QVERIFY2(q.out.trimmed() != QLatin1String("application/x-hexkeeper-campaign"), qPrintable(said(q)));
    }

    void theCompletionOffersEveryCommand()
    {
        const QStringList commands = topLevelCommands();
        QVERIFY2(commands.size() > 15, qPrintable(commands.join(QLatin1Char(' '))));
        const QString script = installed(QStringLiteral("share/bash-completion/completions/hexkeeper-cli"));
        const auto complete = [&](const QString& words, int cword) {
            return run(QStringLiteral("bash"), {QStringLiteral("-c"),
                                                QStringLiteral("source '%1'; COMP_WORDS=(%2); COMP_CWORD=%3; _hexkeeper_cli; echo \"${COMPREPLY[*]}\"")
                                                    .arg(script, words)
                                                    .arg(cword)})
                .out.trimmed()
                .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        QStringList offered = complete(QStringLiteral("hexkeeper-cli ''"), 1);
        offered.sort();
        QStringList expected = commands;
        expected.sort();
        QCOMPARE(offered, expected);
        QCOMPARE(complete(QStringLiteral("hexkeeper-cli brew plan f.hkc --pot"), 4), QStringList{QStringLiteral("--potion")});
        QVERIFY(complete(QStringLiteral("hexkeeper-cli advance ''"), 2).contains(QStringLiteral("undo")));
    }

    void theManPageListsEveryCommand()
    {
        QFile page(installed(QStringLiteral("share/man/man1/hexkeeper-cli.1")));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(page.readAll());
        QVERIFY(text.startsWith(QLatin1String(".TH HEXKEEPER\\-CLI 1")));
        static const QRegularExpression command(QStringLiteral("^  ([a-z-]+(?: [a-z-]+)*) "));
        int seen = 0;
        for (const QString& line : run(kCli, {QStringLiteral("--help")}).out.split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m = command.match(line);
            if (!m.hasMatch())
                continue;
            ++seen;
            const QString words = QString(m.captured(1)).replace(QLatin1Char('-'), QStringLiteral("\\-"));
            QVERIFY2(text.contains(QStringLiteral("\n.B %1\n").arg(words)), qPrintable(words));
        }
        QVERIFY(seen > 50);
    }

    void theDebHasEveryPartAndRuns()
    {
        const QString out = m_dir.filePath(QStringLiteral("deb"));
        const Run pack = run(QStringLiteral("cpack"), {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out, QStringLiteral("--config"),
                                                     QStringLiteral(HK_BINARY_DIR "/CPackConfig.cmake")});
        QVERIFY2(pack.code == 0, qPrintable(said(pack)));
        const QStringList debs = QDir(out).entryList({QStringLiteral("*.deb")});
        QCOMPARE(debs.size(), 1);
        m_deb = out + QLatin1Char('/') + debs.first();
        const Run list = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), m_deb});
        QVERIFY2(list.code == 0, qPrintable(said(list)));
        for (const QString& part : {QStringLiteral("./usr/bin/hexkeeper"), QStringLiteral("./usr/bin/hexkeeper-cli"),
                                    QStringLiteral("./usr/share/applications/%1.desktop").arg(kAppId),
                                    QStringLiteral("./usr/share/metainfo/%1.metainfo.xml").arg(kAppId),
                                    QStringLiteral("./usr/share/mime/packages/%1.xml").arg(kAppId),
                                    QStringLiteral("./usr/share/icons/hicolor/128x128/apps/%1.png").arg(kAppId),
                                    QStringLiteral("./usr/share/icons/hicolor/scalable/mimetypes/application-x-hexkeeper-campaign.svg"),
                                    QStringLiteral("./usr/share/man/man1/hexkeeper-cli.1"),
                                    QStringLiteral("./usr/share/bash-completion/completions/hexkeeper-cli")})
            QVERIFY2(list.out.contains(part + QLatin1Char('\n')), qPrintable(part));
        const Run depends = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, QStringLiteral("Depends")});
        for (const char* lib : {"libqt6httpserver6", "libqt6websockets6", "libqt6widgets6", "libqt6sql6-sqlite"})
            QVERIFY2(depends.out.contains(QLatin1String(lib)), qPrintable(QLatin1String(lib) + QStringLiteral(" not in ") + depends.out));
        const QString unpacked = m_dir.filePath(QStringLiteral("unpacked"));
        const Run x = run(QStringLiteral("dpkg"), {QStringLiteral("-x"), m_deb, unpacked});
        QVERIFY2(x.code == 0, qPrintable(said(x)));
        const Run version = run(unpacked + QStringLiteral("/usr/bin/hexkeeper-cli"), {QStringLiteral("--version")});
        QVERIFY2(version.code == 0 && version.out.startsWith(QLatin1String("hexkeeper-cli " HK_VERSION)), qPrintable(said(version)));
    }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
