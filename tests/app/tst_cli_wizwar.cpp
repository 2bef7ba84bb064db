// A whole two-player Wiz-War game played through hexkeeper-cli, with a scripted shuffle, to a victory. Along the
// way: a first-turn attack refused (001 l.576), a speed boost (l.488–497), a treasure picked up (ends Move and
// Cast, l.984–986) and carried home for a point (l.455–465), an attack countered by Shield (l.1268–1276), a
// temporary spell losing its last energy token in Time Passes (l.380–385), a stun (move or attack, not both,
// l.1235–1246), and a kill by an attack that gives the killer a point and the dead wizard's hand (l.1321–1328).
#include "CliRunner.h"
#include "StrictTest.h"

#include <QTemporaryDir>

namespace {

QJsonObject seatIn(const QJsonObject& show, const QString& name)
{
    for (const QJsonValue& s : show.value(QLatin1String("seats")).toArray())
        if (s.toObject().value(QLatin1String("name")).toString() == name)
            return s.toObject();
    return {};
}

} // namespace

class TestCliWizWar : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

    void ok(const QStringList& args)
    {
        const CliResult r = runCli(QStringList{QStringLiteral("wizwar")} + args);
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
    }
    void refused(const QStringList& args, const QString& why)
    {
        const CliResult r = runCli(QStringList{QStringLiteral("wizwar")} + args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(why), qPrintable(r.err));
    }
    QJsonObject show(const QString& seat = {})
    {
        QStringList args{QStringLiteral("wizwar"), QStringLiteral("show"), m_file, QStringLiteral("1"), QStringLiteral("--json")};
        if (!seat.isEmpty())
            args << QStringLiteral("--seat") << seat;
        const CliResult r = runCli(args);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("show failed: %s", qPrintable(r.err)));
        return r.json().object();
    }
    QStringList g(std::initializer_list<const char*> rest) // FILE GAME then the rest
    {
        QStringList out{QString(), m_file, QStringLiteral("1")};
        out.removeFirst();
        for (const char* w : rest)
            out.append(QString::fromUtf8(w));
        return out;
    }
    QStringList cmd(const char* verb, std::initializer_list<const char*> rest)
    {
        return QStringList{QString::fromLatin1(verb)} + g(rest);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("duel.hkc"));
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_file, QStringLiteral("--ruleset"),
                         QStringLiteral("wiz-war")})
                     .exitCode,
                 0);
    }

    void theCardsOfThePlayersDeck()
    {
        // The book names few cards and gives fewer facts; the players type in what their cards say, with
        // Hexkeeper's starter deck off.
        ok({QStringLiteral("deck"), QStringLiteral("starter"), m_file, QStringLiteral("off")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Energy 3"), QStringLiteral("--school"), QStringLiteral("white-cantrip"),
            QStringLiteral("--type"), QStringLiteral("energy"), QStringLiteral("--energy"), QStringLiteral("3"), QStringLiteral("--copies"), QStringLiteral("2")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Energy 5"), QStringLiteral("--school"), QStringLiteral("white-cantrip"),
            QStringLiteral("--type"), QStringLiteral("energy"), QStringLiteral("--energy"), QStringLiteral("5"), QStringLiteral("--copies"), QStringLiteral("3")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Mind Blank"), QStringLiteral("--school"), QStringLiteral("mentalism"),
            QStringLiteral("--type"), QStringLiteral("neutral-spell"), QStringLiteral("--range"), QStringLiteral("los"), QStringLiteral("--copies"), QStringLiteral("3")});
        // The book's own cards (Shield reduces by 2, l.1271; Acid Bath lasts and deals 2 a turn, l.1304–1310) get
        // what the book leaves out: school, type, range.
        ok({QStringLiteral("card"), m_file, QStringLiteral("Shield"), QStringLiteral("--school"), QStringLiteral("white-cantrip"),
            QStringLiteral("--range"), QStringLiteral("caster"), QStringLiteral("--copies"), QStringLiteral("2")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Acid Bath"), QStringLiteral("--school"), QStringLiteral("alchemy"),
            QStringLiteral("--type"), QStringLiteral("attack-spell"), QStringLiteral("--range"), QStringLiteral("los")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Dagger"), QStringLiteral("--school"), QStringLiteral("alchemy"),
            QStringLiteral("--type"), QStringLiteral("item"), QStringLiteral("--range"), QStringLiteral("adjacent"), QStringLiteral("--traits"), QStringLiteral("weapon")});
        ok({QStringLiteral("card"), m_file, QStringLiteral("Lightning Bolt"), QStringLiteral("--type"), QStringLiteral("attack-spell"),
            QStringLiteral("--range"), QStringLiteral("los"), QStringLiteral("--damage-from-energy")});
        const CliResult bad = runCli({QStringLiteral("wizwar"), QStringLiteral("card"), m_file, QStringLiteral("Odd"),
                                      QStringLiteral("--type"), QStringLiteral("sandwich")});
        QCOMPARE(bad.exitCode, 1);
    }

    void setUp()
    {
        // Sort keys: boards in seat order, unturned; the 14-card deck (White Cantrip: Energy 3 ×2, Energy 5 ×3,
        // Shield ×2; Alchemy: Acid Bath, Dagger; Elemental: Fireball, Lightning Bolt; Mentalism: Mind Blank ×3)
        // ordered so Ann is dealt Fireball, Acid Bath, Energy 3, Dagger, Lightning Bolt; then Ann goes first.
        const CliResult r = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,2,1,1,3,10,11,12,13,6,7,2,4,1,5,8,9,14,1"),
                                    QStringLiteral("wizwar"), QStringLiteral("new"), m_file, QStringLiteral("Duel"),
                                    QStringLiteral("--player"), QStringLiteral("Ann:red"), QStringLiteral("--player"), QStringLiteral("Bob:blue"),
                                    QStringLiteral("--schools"), QStringLiteral("alchemy,elemental,mentalism"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject s = show(QStringLiteral("Ann"));
        QCOMPARE(s.value(QLatin1String("victoryPointsToWin")).toInt(), 2);        // l.434–438
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("life")).toInt(), 15); // l.1305
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("at")).toString(), QStringLiteral("C3")); // home base
        QCOMPARE(seatIn(s, QStringLiteral("Bob")).value(QLatin1String("at")).toString(), QStringLiteral("H3"));
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("hand")).toArray().size(), 5); // l.223–226
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("hand")).toArray().first().toString(), QStringLiteral("Fireball"));
        // Hidden hands: the table sees Bob's hand size, never his cards.
        QVERIFY(!seatIn(s, QStringLiteral("Bob")).contains(QLatin1String("hand")));
        QCOMPARE(seatIn(s, QStringLiteral("Bob")).value(QLatin1String("cardsInHand")).toInt(), 5);
        QCOMPARE(s.value(QLatin1String("deck")).toInt(), 4);
        QVERIFY(!show().value(QLatin1String("log")).toVariant().toStringList().join(QLatin1Char(' ')).contains(QLatin1String("drew")));
    }

    void annsFirstTurn()
    {
        ok(cmd("play", {"Ann", "Dagger"}));
        ok(cmd("boost", {"Ann", "Energy 3"})); // 3 + 3 movement points
        refused(cmd("boost", {"Ann", "Energy 3"}), QStringLiteral("once a turn"));
        ok(cmd("move", {"Ann", "--to", "F1"}));
        QCOMPARE(show().value(QLatin1String("turn")).toObject().value(QLatin1String("movement")).toInt(), 1);
        ok(cmd("pickup", {"Ann"}));
        QCOMPARE(show().value(QLatin1String("turn")).toObject().value(QLatin1String("phase")).toString(), QStringLiteral("discard-and-draw"));
        refused(cmd("draw", {"Ann", "3"}), QStringLiteral("at most 2"));
        ok(cmd("draw", {"Ann", "2"})); // and the turn passes to Bob
        const QJsonObject s = show(QStringLiteral("Ann"));
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("handCount")).toInt(), 6); // 5 cards + the dagger
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("carries")).toString(), QStringLiteral("Bob"));
        QCOMPARE(s.value(QLatin1String("turn")).toObject().value(QLatin1String("active")).toString(), QStringLiteral("Bob"));
    }

    void bobsFirstTurn()
    {
        refused(cmd("attack", {"Bob", "--punch", "--at", "Ann"}), QStringLiteral("first turn"));
        refused(cmd("move", {"Ann", "--to", "F2"}), QStringLiteral("Bob's turn"));
        ok(cmd("move", {"Bob", "--to", "G1"}));
        ok(cmd("end-turn", {"Bob"}));
    }

    void anAttackCounteredAndAStun()
    {
        ok(cmd("attack", {"Ann", "--card", "Acid Bath", "--at", "Bob"}));
        refused(cmd("end-turn", {"Ann"}), QStringLiteral("counter spell"));
        ok(cmd("counter", {"Bob", "Shield"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        QJsonObject s = show();
        const QJsonArray spells = seatIn(s, QStringLiteral("Ann")).value(QLatin1String("spells")).toArray();
        QCOMPARE(spells.size(), 1); // Acid Bath, maintained with one energy token on Bob
        QCOMPARE(spells.first().toObject().value(QLatin1String("energy")).toInt(), 1);
        QCOMPARE(spells.first().toObject().value(QLatin1String("hat")).toString(), QStringLiteral("Bob"));
        QVERIFY(s.value(QLatin1String("discard")).toVariant().toStringList().contains(QStringLiteral("Shield")));
        ok(cmd("adjust", {"Bob", "--stun", "1"})); // a card's effect stuns Bob
        ok(cmd("move", {"Ann", "--to", "C1"}));
        ok(cmd("end-turn", {"Ann"}));
        // Bob's Time Passes takes his stun token: he may move or attack, not both.
        s = show();
        QVERIFY(s.value(QLatin1String("turn")).toObject().value(QLatin1String("stunned")).toBool());
        QCOMPARE(seatIn(s, QStringLiteral("Bob")).value(QLatin1String("stun")).toInt(), 0);
        ok(cmd("move", {"Bob", "--to", "D1"}));
        refused(cmd("attack", {"Bob", "--punch", "--at", "Ann"}), QStringLiteral("stunned"));
        ok(cmd("end-turn", {"Bob"}));
    }

    void aTemporarySpellExpiresAndATreasureScores()
    {
        QJsonObject s = show();
        // Ann's Time Passes: Acid Bath deals 2, then loses its last token and is discarded.
        QCOMPARE(seatIn(s, QStringLiteral("Bob")).value(QLatin1String("life")).toInt(), 13);
        QVERIFY(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("spells")).toArray().isEmpty());
        QVERIFY(s.value(QLatin1String("discard")).toVariant().toStringList().contains(QStringLiteral("Acid Bath")));
        ok(cmd("attack", {"Ann", "--card", "Fireball", "--at", "Bob"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        QCOMPARE(seatIn(show(), QStringLiteral("Bob")).value(QLatin1String("life")).toInt(), 8); // Fireball: 5
        ok(cmd("move", {"Ann", "--to", "C3"}));
        QCOMPARE(seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("victoryPoints")).toInt(), 0); // carried: none yet
        ok(cmd("drop", {"Ann"}));
        QCOMPARE(seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("victoryPoints")).toInt(), 1);
        ok(cmd("end-turn", {"Ann"}));
    }

    void blowsExchanged()
    {
        ok(cmd("move", {"Bob", "--to", "D3"}));
        ok(cmd("attack", {"Bob", "--punch", "--at", "Ann"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        QCOMPARE(seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("life")).toInt(), 14); // a punch: 1
        ok(cmd("end-turn", {"Bob"}));
        ok(cmd("attack", {"Ann", "--card", "Lightning Bolt", "--energy", "Energy 5", "--at", "Bob"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        QCOMPARE(seatIn(show(), QStringLiteral("Bob")).value(QLatin1String("life")).toInt(), 3); // energy 5 replaces 1
        ok(cmd("draw", {"Ann", "2"}));
        ok(cmd("attack", {"Bob", "--punch", "--at", "Ann"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        ok(cmd("end-turn", {"Bob"}));
    }

    void aKillWinsAndTheHandPasses()
    {
        const int bobsCards = seatIn(show(), QStringLiteral("Bob")).value(QLatin1String("cardsInHand")).toInt();
        const int annsCards = seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("cardsInHand")).toInt();
        QCOMPARE(bobsCards, 4);
        ok(cmd("attack", {"Ann", "--item", "Dagger", "--damage", "3", "--at", "Bob"}));
        ok(QStringList{QStringLiteral("pass"), m_file, QStringLiteral("1")});
        const QJsonObject s = show(QStringLiteral("Ann"));
        QVERIFY(!seatIn(s, QStringLiteral("Bob")).value(QLatin1String("alive")).toBool());
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("victoryPoints")).toInt(), 2); // treasure + kill
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("cardsInHand")).toInt(), annsCards + bobsCards);
        QVERIFY(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("hand")).toVariant().toStringList().contains(QStringLiteral("Shield")));
        QCOMPARE(s.value(QLatin1String("winner")).toString(), QStringLiteral("Ann"));
        refused(cmd("end-turn", {"Ann"}), QStringLiteral("over"));
    }

    void portalsJoinTheEdgesTheGmNames()
    {
        // The layout diagrams did not survive in the seed (l.302): the GM sets portals at setup, on open sides at the
        // board's edge (l.107–113).
        const QString file = m_dir.filePath(QStringLiteral("portal.hkc"));
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("new"), file, QStringLiteral("--ruleset"), QStringLiteral("wiz-war")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("wizwar"), QStringLiteral("deck"), QStringLiteral("starter"), file, QStringLiteral("off")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("wizwar"), QStringLiteral("card"), file, QStringLiteral("Energy 3"), QStringLiteral("--school"),
                         QStringLiteral("white-cantrip"), QStringLiteral("--type"), QStringLiteral("energy"), QStringLiteral("--energy"),
                         QStringLiteral("3"), QStringLiteral("--copies"), QStringLiteral("12")})
                     .exitCode,
                 0);
        QStringList keys;
        for (int i = 1; i <= 13; ++i) // twelve Energy 3 and the book's Fireball
            keys.append(QString::number(i));
        const CliResult made = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,2,1,1,") + keys.join(QLatin1Char(',')) + QStringLiteral(",1"),
                                       QStringLiteral("wizwar"), QStringLiteral("new"), file, QStringLiteral("Portals"),
                                       QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--player"), QStringLiteral("B"),
                                       QStringLiteral("--schools"), QStringLiteral("alchemy,elemental,mentalism"),
                                       QStringLiteral("--portal"), QStringLiteral("A3:W=J5:E")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const CliResult moved = runCli({QStringLiteral("wizwar"), QStringLiteral("move"), file, QStringLiteral("1"), QStringLiteral("A"),
                                        QStringLiteral("--path"), QStringLiteral("W,W,W")});
        QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        QVERIFY2(moved.out.contains(QStringLiteral("A3 → J5 (portal)")), qPrintable(moved.out));
        const CliResult bad = runCli({QStringLiteral("wizwar"), QStringLiteral("new"), file, QStringLiteral("Bad"), QStringLiteral("--player"),
                                      QStringLiteral("A"), QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--schools"),
                                      QStringLiteral("alchemy,elemental,mentalism"), QStringLiteral("--portal"), QStringLiteral("A3=H3")});
        QCOMPARE(bad.exitCode, 2);
    }

    void theGameIsListed()
    {
        const CliResult list = runCli({QStringLiteral("wizwar"), QStringLiteral("list"), m_file, QStringLiteral("--json")});
        QCOMPARE(list.json().array().size(), 1);
        QCOMPARE(list.json().array().first().toObject().value(QLatin1String("name")).toString(), QStringLiteral("Duel"));
    }
};

QTEST_GUILESS_MAIN(TestCliWizWar)
#include "tst_cli_wizwar.moc"
