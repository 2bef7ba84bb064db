// A campaign in a folder this user cannot write, or a file this user cannot write, opens for reading: the
// CLI's read commands work, every change is refused with a message that says the campaign is read-only, and
// the file is left byte-for-byte as it was, with nothing beside it. Runs the CLI as "nobody" when the test
// runs as root (test/Unprivileged.h).
#include "CampaignTestSupport.h"
#include "CliRunner.h"
#include "Unprivileged.h"

#include "characters/Roster.h"
#include "StrictTest.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace hk;

class TestCliReadOnly : public hk::test::StrictTest
{
    Q_OBJECT

    static CliResult run(const QStringList& args)
    {
        const auto [program, arguments] = test::withoutWriteRights(QStringLiteral(HK_CLI_PATH), args);
        QProcess p;
        p.start(program, arguments);
        CliResult r;
        if (!p.waitForFinished(60000))
            return r;
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static void expectReadOnly(const QString& path)
    {
        const QByteArray before = test::fileHash(path);
        CliResult r = run({QStringLiteral("campaign"), QStringLiteral("info"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("Read Only Keep")));
        r = run({QStringLiteral("character"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 1);
        r = run({QStringLiteral("campaign"), QStringLiteral("events"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QStringList& change : {QStringList{QStringLiteral("xp"), QStringLiteral("award"), path, QStringLiteral("--ids"),
                                                      QStringLiteral("Krait"), QStringLiteral("--amount"), QStringLiteral("5"),
                                                      QStringLiteral("--reason"), QStringLiteral("x")},
                                          QStringList{QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("1")},
                                          QStringList{QStringLiteral("campaign"), QStringLiteral("set"), path, QStringLiteral("--notes"),
                                                      QStringLiteral("x")}}) {
            r = run(change);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QLatin1String("read-only")), qPrintable(r.err));
        }
        QCOMPARE(test::fileHash(path), before);
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
    }

    static QString makeCampaign(const QString& folder)
    {
        test::CampaignFactory factory(QStringLiteral("unused"));
        QString error;
        const QString path = QDir(folder).filePath(QStringLiteral("keep.hkc"));
        auto c = Campaign::create(path, {QStringLiteral("Read Only Keep"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                  test::registry(), &error);
        if (!c || !Roster(*c).add(test::legalWizard(QStringLiteral("Krait")), nullptr, &error))
            return {};
        return path;
    }

private Q_SLOTS:
    void readOnlyFolderOpensForReading()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir.path());
        QVERIFY(!path.isEmpty());
        QVERIFY(test::makeReadOnly(dir.path(), path));
        expectReadOnly(path);
        test::makeWritable(dir.path(), path);
    }

    void readOnlyFileOpensForReading()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir.path());
        QVERIFY(!path.isEmpty());
        QVERIFY(test::makeReadOnly(dir.path(), path));
        // Anyone may write the folder; the file is still not writable.
        QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther);
        expectReadOnly(path);
        test::makeWritable(dir.path(), path);
    }
};

QTEST_GUILESS_MAIN(TestCliReadOnly)
#include "tst_cli_read_only.moc"
