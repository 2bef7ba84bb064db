// `hexkeeper-cli character export|show … --statblock foundry` end to end: the Foundry shape is written (the
// published shape stays the default), a word other than foundry is a usage error, and the Foundry text added
// into a fresh campaign gives the same characters and the same text again.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Party = R"(Yzor, elf wizard. ST 9, DX 13, IQ 10, MA 12; Spells: Staff, Magic Fist, Blur, Light; Weapon: Dagger (1d6-1, silver, not ready); Notes: Hums while he reads.

Brunhild, human hero. ST 12, DX 12, IQ 8; Weapons: Broadsword (2d6), Sling (1d6-2); Armor: Leather armor (-2 DX); Shield: Small shield.
)";

QStringList args(std::initializer_list<const char*> list, const QString& campaign)
{
    QStringList out = words(list);
    out.insert(2, campaign);
    return out;
}

// The characters as `character export` gives them, without the ids a fresh campaign gives anew.
QJsonArray withoutIds(const QString& campaign)
{
    QJsonArray out;
    const QJsonObject exported = runCli(args({"character", "export"}, campaign)).json().object();
    for (const QJsonValue& v : exported.value(QLatin1String("characters")).toArray()) {
        QJsonObject c = v.toObject();
        c.remove(QStringLiteral("id"));
        out.append(c);
    }
    return out;
}

} // namespace

class TestCliStatBlockFoundry : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_party; // the campaign the rows of shapes() read

    QString campaignWith(const QString& name, const QByteArray& statBlocks)
    {
        const QString path = m_dir.filePath(name);
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("3")});
        if (r.exitCode == 0)
            r = runCli(args({"character", "add", "--statblock", "-"}, path), statBlocks);
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { m_party = campaignWith(QStringLiteral("party.hkc"), Party); }

    void shapes_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("export --statblock foundry")
            << words({"character", "export", "--statblock", "foundry"}) << 0
            << QStringLiteral("Brunhild, hero\nST 12, DX 12, IQ 8, MA 10\nWeapons: Broadsword (2d), Sling (1d-2)\n"
                              "Armor: Leather armor stops 0, Small shield stops 0\nGear details: Leather armor (-2 DX)\n\n"
                              "Yzor, wizard\nST 9, DX 13, IQ 10, MA 12\nSpells: Staff, Magic Fist, Blur, Light\nWeapons: Dagger (1d-1)\n"
                              "Race: Elf\nGear details: Dagger (silver, not ready)\nNotes: Hums while he reads\n");
        QTest::newRow("export --statblock: the published shape stays the default")
            << words({"character", "export", "--statblock"}) << 0
            << QStringLiteral("Yzor, elf wizard. ST 9, DX 13, IQ 10, MA 12; Spells: Staff, Magic Fist, Blur, Light; Weapon: Dagger");
        QTest::newRow("show ID --statblock foundry") << words({"character", "show", "Brunhild", "--statblock", "foundry"}) << 0
                                                     << QStringLiteral("Brunhild, hero\nST 12, DX 12, IQ 8, MA 10\n");
        QTest::newRow("export --statblock with another word") << words({"character", "export", "--statblock", "roll20"}) << 2
                                                              << QStringLiteral("“roll20” is neither");
        QTest::newRow("show --statblock with two words") << words({"character", "show", "Yzor", "--statblock", "foundry", "again"}) << 2
                                                         << QStringLiteral("“foundry again” is neither");
    }

    void shapes()
    {
        QFETCH(QStringList, command);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        command.insert(2, m_party);
        const CliResult r = runCli(command);
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
        QVERIFY2((exitCode == 0 ? r.out : r.err).contains(expected), qPrintable(r.out + r.err));
    }

    void roundTrip()
    {
        const QString first = campaignWith(QStringLiteral("first.hkc"), Party);
        const CliResult written = runCli(args({"character", "export", "--statblock", "foundry"}, first));
        QVERIFY2(written.exitCode == 0 && written.out.contains(QLatin1String("\nWeapons: Broadsword (2d), Sling (1d-2)\n")),
                 qPrintable(written.out + written.err));
        const QString second = campaignWith(QStringLiteral("second.hkc"), written.out.toUtf8());
        const CliResult again = runCli(args({"character", "export", "--statblock", "foundry"}, second));
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(again.out, written.out);
        const QJsonArray characters = withoutIds(first);
        QCOMPARE(characters.size(), 2);
        QCOMPARE(withoutIds(second), characters);
    }
};

QTEST_GUILESS_MAIN(TestCliStatBlockFoundry)
#include "tst_cli_statblock_foundry.moc"
