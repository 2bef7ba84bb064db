// `hexkeeper-cli character export --format foundry` and `character add --foundry` end to end: one actor file
// per character, a round trip into a fresh campaign gives the same documents, and refusals (another system,
// a talent the rules do not know, a malformed actor) name the reason and leave the campaign as it was.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Party = R"(Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Magic Fist, Blur, Light.

Brunhild, human hero. ST 12, DX 12, IQ 8; Weapon: Broadsword (2d6); Armor: Leather armor.
)";

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject flags = o.value(QLatin1String("flags")).toObject();
    QJsonObject ours = flags.value(QLatin1String("hexkeeper")).toObject();
    ours.remove(QStringLiteral("id")); // the database id a fresh campaign gives anew
    flags.insert(QStringLiteral("hexkeeper"), ours);
    o.insert(QStringLiteral("flags"), flags);
    return o;
}

void writeJson(const QString& path, const QJsonObject& o)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(QJsonDocument(o).toJson());
}

} // namespace

class TestCliFoundry : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newCampaign(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                                    QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("3")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

    static int count(const QString& campaign)
    {
        return runCli({QStringLiteral("character"), QStringLiteral("list"), campaign, QStringLiteral("--json")}).json().array().size();
    }

    QStringList exportTo(const QString& campaign, const QString& folder)
    {
        QDir().mkpath(folder);
        const CliResult r = runCli({QStringLiteral("character"), QStringLiteral("export"), campaign, QStringLiteral("--format"),
                                    QStringLiteral("foundry"), QStringLiteral("--out"), folder});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private Q_SLOTS:
    void roundTripAndRefusals()
    {
        const QString a = newCampaign(QStringLiteral("a.hkc"));
        const CliResult added = runCli({QStringLiteral("character"), QStringLiteral("add"), a, QStringLiteral("--statblock"),
                                        QStringLiteral("-")}, Party);
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QStringList files = exportTo(a, m_dir.filePath(QStringLiteral("first")));
        QCOMPARE(files.size(), 2);
        QVERIFY2(files.join(QLatin1Char(' ')).contains(QLatin1String("fvtt-Actor-Yzor-1.json")), qPrintable(files.join(' ')));

        const QString b = newCampaign(QStringLiteral("b.hkc"));
        const CliResult imported = runCli(QStringList{QStringLiteral("character"), QStringLiteral("add"), b, QStringLiteral("--foundry"),
                                                      files.at(0), files.at(1)});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QStringList again = exportTo(b, m_dir.filePath(QStringLiteral("second")));
        QCOMPARE(again.size(), 2);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(readJson(again.at(i)), readJson(files.at(i)));

        // Another system's actor, and a talent the rules do not know: refused, nothing added.
        QJsonObject other = readJson(files.at(0));
        other.insert(QStringLiteral("_stats"), QJsonObject{{QStringLiteral("systemId"), QStringLiteral("dnd5e")}});
        const QString otherPath = m_dir.filePath(QStringLiteral("other.json"));
        writeJson(otherPath, other);
        CliResult r = runCli({QStringLiteral("character"), QStringLiteral("add"), b, QStringLiteral("--foundry"), otherPath});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("_stats.systemId")) && r.err.contains(QLatin1String("dnd5e")), qPrintable(r.err));

        QJsonObject talented = readJson(files.at(1));
        QJsonArray items = talented.value(QLatin1String("items")).toArray();
        items.append(QJsonObject{{QStringLiteral("_id"), QStringLiteral("Talent0000000001")}, {QStringLiteral("name"), QStringLiteral("Alchemy")},
                                 {QStringLiteral("type"), QStringLiteral("talent")}, {QStringLiteral("system"), QJsonObject()}});
        talented.insert(QStringLiteral("items"), items);
        const QString talentedPath = m_dir.filePath(QStringLiteral("talented.json"));
        writeJson(talentedPath, talented);
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), b, QStringLiteral("--foundry"), talentedPath});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("talent “Alchemy”")), qPrintable(r.err));
        QCOMPARE(count(b), 2);
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), b, QStringLiteral("--foundry"), talentedPath,
                    QStringLiteral("--keep-unread")});
        QVERIFY2(r.exitCode == 0 && r.err.contains(QLatin1String("Alchemy")), qPrintable(r.err));
        QCOMPARE(count(b), 3);

        // A malformed actor: the field is named.
        QJsonObject broken = readJson(files.at(0));
        broken.remove(QStringLiteral("system"));
        const QString brokenPath = m_dir.filePath(QStringLiteral("broken.json"));
        writeJson(brokenPath, broken);
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), b, QStringLiteral("--foundry"), brokenPath});
        QVERIFY2(r.exitCode == 1 && r.err.contains(QLatin1String("system: missing")), qPrintable(r.err));
        QCOMPARE(count(b), 3);
    }
};

QTEST_GUILESS_MAIN(TestCliFoundry)
#include "tst_cli_foundry.moc"
