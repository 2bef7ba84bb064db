// The one enum↔key mechanism (rules/text/EnumKeys.h): the mechanism itself on a table of its own, then every
// enum the files, JSON, the database and the CLI name by key: each value's key reads back as that value, no key
// is used twice, and an unknown key is refused or falls back to the documented value.
#include "StrictTest.h"

#include "activities/Activity.h"
#include "characters/Experience.h"
#include "campaign/DiceMode.h"
#include "characters/XpEntry.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatState.h"
#include "combat/Encounter.h"
#include "combat/FigureKeys.h"
#include "labs/Lab.h"
#include "players/PlayerAsk.h"
#include "players/PlayerLink.h"
#include "text/EnumKeys.h"
#include "wizwar/WizWarCards.h"
#include "wizwar/WizWarParameters.h"
#include "wizwar/WizWarState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <functional>

using namespace hk;
using namespace Qt::StringLiterals;

namespace {

enum class Colour { Red, Green, Blue };
constexpr auto kColours = enumKeys<Colour>({{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "dark-blue"}});
static_assert(kColours.distinct());
static_assert(!enumKeys<Colour>({{Colour::Red, "red"}, {Colour::Green, "red"}}).distinct());
static_assert(!enumKeys<Colour>({{Colour::Red, "red"}, {Colour::Red, "green"}}).distinct());

// Keys that no table knows: empty-looking, another case, spaces, a near miss, nonsense.
const QStringList kUnknownKeys = {QStringLiteral("no-such-key"), QStringLiteral(" "), QStringLiteral("STANDING"),
                                  QStringLiteral("Arena"), QStringLiteral("seeded "), QStringLiteral("ready!")};

// What is wrong with one enum's keys, as lines (empty when all is well). fromKey answers an optional.
template <typename E, typename To, typename From>
QStringList refusing(const QList<E>& values, To toKey, From fromKey)
{
    QStringList problems;
    QSet<QString> seen;
    for (E v : values) {
        const QString key = toKey(v);
        if (seen.contains(key))
            problems << QStringLiteral("key “%1” twice").arg(key);
        seen.insert(key);
        const std::optional<E> back = fromKey(key);
        if (!back || *back != v)
            problems << QStringLiteral("“%1” does not read back as value %2").arg(key).arg(int(v));
    }
    for (const QString& unknown : kUnknownKeys) {
        if (fromKey(unknown))
            problems << QStringLiteral("unknown “%1” accepted").arg(unknown);
    }
    return problems;
}

// The same for an enum whose fromKey falls back to a value for an unknown key.
template <typename E, typename To, typename From>
QStringList fallingBack(const QList<E>& values, To toKey, From fromKey, E fallback)
{
    QStringList problems;
    QSet<QString> seen;
    for (E v : values) {
        const QString key = toKey(v);
        if (seen.contains(key))
            problems << QStringLiteral("key “%1” twice").arg(key);
        seen.insert(key);
        if (fromKey(key) != v)
            problems << QStringLiteral("“%1” does not read back as value %2").arg(key).arg(int(v));
    }
    for (const QString& unknown : kUnknownKeys) {
        if (fromKey(unknown) != fallback)
            problems << QStringLiteral("unknown “%1” does not fall back").arg(unknown);
    }
    return problems;
}

using Check = std::function<QStringList()>;

QMap<QString, Check> checks()
{
    using namespace wizwar;
    QMap<QString, Check> c;
    c[QStringLiteral("mechanism")] = [] {
        return refusing(kColours.values(), [](Colour v) { return kColours.toKey(v); },
                        [](const QString& k) { return kColours.fromKey(k); });
    };
    c[QStringLiteral("combat kind")] = [] {
        return refusing(QList{CombatKind::ToTheDeath, CombatKind::Arena, CombatKind::Practice}, combatKindKey,
                        [](const QString& k) -> std::optional<CombatKind> {
                            CombatKind kind;
                            return combatKindFromKey(k, &kind) ? std::optional(kind) : std::nullopt;
                        });
    };
    c[QStringLiteral("fight outcome")] = [] {
        return fallingBack(QList{FightOutcome::None, FightOutcome::Winner, FightOutcome::Defeated}, fightOutcomeKey,
                           fightOutcomeFromKey, FightOutcome::None);
    };
    c[QStringLiteral("wiz-war option")] = [] { return refusing(allOptions(), optionKey, optionFromKey); };
    c[QStringLiteral("wiz-war phase")] = [] {
        return fallingBack(QList{Phase::TimePasses, Phase::MoveAndCast, Phase::DiscardAndDraw, Phase::Over},
                           [](Phase p) { return wizwar::phaseKey(p); },
                           [](const QString& k) { return wizwar::phaseFromKey(k); }, Phase::MoveAndCast);
    };
    c[QStringLiteral("card type")] = [] {
        return fallingBack(QList{CardType::Attack, CardType::Counter, CardType::Energy, CardType::Item, CardType::Neutral},
                           cardTypeKey, cardTypeFromKey, CardType::Unknown);
    };
    c[QStringLiteral("card range")] = [] {
        return fallingBack(QList{CardRange::Anywhere, CardRange::Caster, CardRange::Adjacent, CardRange::LineOfSight},
                           cardRangeKey, cardRangeFromKey, CardRange::Anywhere);
    };
    c[QStringLiteral("card duration")] = [] {
        return fallingBack(QList{CardDuration::Instant, CardDuration::Temporary, CardDuration::Permanent}, cardDurationKey,
                           cardDurationFromKey, CardDuration::Instant);
    };
    c[QStringLiteral("posture")] = [] {
        return refusing(QList{Posture::Standing, Posture::Kneeling, Posture::Prone, Posture::Crawling, Posture::Fallen,
                              Posture::BendingOver},
                        [](Posture p) { return kPostureKeys.toKey(p); },
                        [](const QString& k) -> std::optional<Posture> {
                            Posture p;
                            return CombatOverrides::postureFromKey(k, &p) ? std::optional(p) : std::nullopt;
                        });
    };
    c[QStringLiteral("vitality")] = [] {
        return refusing(QList{Vitality::Active, Vitality::Unconscious, Vitality::Dead},
                        [](Vitality v) { return kVitalityKeys.toKey(v); },
                        [](const QString& k) { return kVitalityKeys.fromKey(k); });
    };
    c[QStringLiteral("body shape")] = [] {
        return refusing(QList{BodyShape::OneHex, BodyShape::Giant, BodyShape::SmallDragon, BodyShape::Dragon},
                        [](BodyShape s) { return kBodyShapeKeys.toKey(s); },
                        [](const QString& k) { return kBodyShapeKeys.fromKey(k); });
    };
    c[QStringLiteral("combat phase")] = [] {
        return fallingBack(QList{CombatPhase::Setup, CombatPhase::Initiative, CombatPhase::RenewSpells, CombatPhase::Movement,
                                 CombatPhase::Actions, CombatPhase::ForcedRetreats, CombatPhase::Ended},
                           [](CombatPhase p) { return hk::phaseKey(p); },
                           [](const QString& k) { return hk::phaseFromKey(k); }, CombatPhase::Setup);
    };
    c[QStringLiteral("ask kind")] = [] { return refusing(PlayerAsk::kinds(), PlayerAsk::kindKey, PlayerAsk::kindFromKey); };
    c[QStringLiteral("proposal status")] = [] {
        return fallingBack(QList{ProposalStatus::Pending, ProposalStatus::Accepted, ProposalStatus::Refused},
                           proposalStatusKey, proposalStatusFromKey, ProposalStatus::Pending);
    };
    c[QStringLiteral("xp kind")] = [] {
        return fallingBack(QList{XpKind::Created, XpKind::Award, XpKind::Spend}, xpKindKey, xpKindFromKey, XpKind::Award);
    };
    c[QStringLiteral("activity status")] = [] {
        return fallingBack(QList{ActivityStatus::Active, ActivityStatus::Halted, ActivityStatus::Blocked, ActivityStatus::Done,
                                 ActivityStatus::Cancelled},
                           activityStatusKey, activityStatusFromKey, ActivityStatus::Active);
    };
    c[QStringLiteral("halt reason")] = [] {
        return fallingBack(QList{HaltReason::None, HaltReason::Paused, HaltReason::Money, HaltReason::Ingredients,
                                 HaltReason::Lab, HaltReason::Team},
                           haltReasonKey, haltReasonFromKey, HaltReason::None);
    };
    c[QStringLiteral("lab tenure")] = [] {
        return refusing(QList{LabTenure::Owned, LabTenure::Rented, LabTenure::Building}, labTenureKey,
                        [](const QString& k) { return kLabTenureKeys.fromKey(k); });
    };
    c[QStringLiteral("lab status")] = [] {
        return refusing(QList{LabStatus::Ready, LabStatus::Building, LabStatus::Closed}, labStatusKey,
                        [](const QString& k) { return kLabStatusKeys.fromKey(k); });
    };
    c[QStringLiteral("dice mode")] = [] {
        return refusing(QList{DiceMode::Seeded, DiceMode::Table}, diceModeKey, diceModeFromKey);
    };
    c[QStringLiteral("figure kind")] = [] {
        return refusing(QList{FigureKind::Character, FigureKind::Creature, FigureKind::Summoned, FigureKind::Image,
                              FigureKind::Illusion},
                        figureKindKey, [](const QString& k) { return kFigureKindKeys.fromKey(k); });
    };
    c[QStringLiteral("encounter status")] = [] {
        return refusing(QList{EncounterStatus::Setup, EncounterStatus::Running, EncounterStatus::Ended}, encounterStatusKey,
                        [](const QString& k) { return kEncounterStatusKeys.fromKey(k); });
    };
    return c;
}

} // namespace

class TestEnumKeys : public test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void mechanism()
    {
        QCOMPARE(kColours.toKey(Colour::Blue), QStringLiteral("dark-blue"));
        QCOMPARE(kColours.fromKey(QStringLiteral("green")), std::optional(Colour::Green));
        QCOMPARE(kColours.fromKey(QStringLiteral("Green")), std::nullopt);
        QCOMPARE(kColours.fromKey(QStringLiteral("purple"), Colour::Red), Colour::Red);
        QCOMPARE(kColours.keys(), (QStringList{QStringLiteral("red"), QStringLiteral("green"), QStringLiteral("dark-blue")}));
        QCOMPARE(kColours.values(), (QList{Colour::Red, Colour::Green, Colour::Blue}));
        QVERIFY(kColours.toKey(Colour(7)).isEmpty());
    }

    // The status is the phase's, not a second truth: setup before the first turn, ended after, running between.
    void encounterStatusFollowsThePhase_data()
    {
        QTest::addColumn<CombatPhase>("phase");
        QTest::addColumn<EncounterStatus>("status");
        QTest::newRow("setup") << CombatPhase::Setup << EncounterStatus::Setup;
        QTest::newRow("initiative") << CombatPhase::Initiative << EncounterStatus::Running;
        QTest::newRow("renew") << CombatPhase::RenewSpells << EncounterStatus::Running;
        QTest::newRow("movement") << CombatPhase::Movement << EncounterStatus::Running;
        QTest::newRow("actions") << CombatPhase::Actions << EncounterStatus::Running;
        QTest::newRow("retreats") << CombatPhase::ForcedRetreats << EncounterStatus::Running;
        QTest::newRow("ended") << CombatPhase::Ended << EncounterStatus::Ended;
    }

    void encounterStatusFollowsThePhase()
    {
        QFETCH(CombatPhase, phase);
        QFETCH(EncounterStatus, status);
        Encounter e;
        e.state.phase = phase;
        QCOMPARE(e.status(), status);
    }

    // A state as an earlier version wrote it: each figure kind's key reads as that kind and is written back
    // as the same key; a figure without a kind is a creature, as it always was; a kind this version does not
    // know is refused with the figure's name, never taken for a creature (an image would then strike).
    void figureKindFromAStoredState_data()
    {
        QTest::addColumn<QString>("kindJson");
        QTest::addColumn<QString>("kindKey");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("character") << u"\"kind\":\"character\","_s << u"character"_s << QString();
        QTest::newRow("creature") << u"\"kind\":\"creature\","_s << u"creature"_s << QString();
        QTest::newRow("summoned") << u"\"kind\":\"summoned\","_s << u"summoned"_s << QString();
        QTest::newRow("image") << u"\"kind\":\"image\","_s << u"image"_s << QString();
        QTest::newRow("illusion") << u"\"kind\":\"illusion\","_s << u"illusion"_s << QString();
        QTest::newRow("no kind: a creature") << QString() << u"creature"_s << QString();
        const QString refused = u"The figure “Wolf 1” of this encounter is of a kind this version does not know (“%1”)."_s;
        QTest::newRow("unknown kind") << u"\"kind\":\"phantom\","_s << QString() << refused.arg(u"phantom"_s);
        QTest::newRow("another case") << u"\"kind\":\"Image\","_s << QString() << refused.arg(u"Image"_s);
        QTest::newRow("empty kind") << u"\"kind\":\"\","_s << QString() << refused.arg(QString());
        QTest::newRow("a number") << u"\"kind\":3,"_s << QString() << refused.arg(u"3"_s);
    }

    void figureKindFromAStoredState()
    {
        QFETCH(QString, kindJson);
        QFETCH(QString, kindKey);
        QFETCH(QString, refusal);
        const QString text = uR"({"format":1,"map":{"columns":8,"rows":6,"kind":"arena","walls":[],"tunnel":[]},)"
                             uR"("figures":[{"id":"wolf-1","name":"Wolf 1","side":2,"stBasic":10,"st":10,"dx":14,)"
                             uR"("iq":6,"ma":12,"position":{"q":2,"r":3},"facing":0,"posture":"standing",)"
                             uR"("vitality":"active","armed":true,"conditions":[],%1"master":"yzor",)"
                             uR"("placed":true,"wounds":0,"fatigue":0,"actions":0}],"spells":[],"turn":1,)"
                             uR"("phase":"movement","initiativeSide":1,"movementOrder":[2,1],"movingSide":2,"actor":"",)"
                             uR"("nextSerial":3})"_s.arg(kindJson);
        QJsonParseError parse;
        const QJsonObject stored = QJsonDocument::fromJson(text.toUtf8(), &parse).object();
        QVERIFY2(parse.error == QJsonParseError::NoError, qPrintable(parse.errorString()));
        CombatState state;
        QString error;
        const bool read = CombatState::fromJson(stored, &state, &error);
        if (!refusal.isEmpty()) {
            QVERIFY(!read);
            QCOMPARE(error, refusal);
            return;
        }
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(state.figures.size(), 1);
        QCOMPARE(figureKindKey(state.figures.first().kind), kindKey);
        QCOMPARE(state.toJson().value(u"figures"_s).toArray().first().toObject().value(u"kind"_s).toString(), kindKey);
        QVERIFY(state.toCompactJson().contains(u"\"kind\":\"%1\""_s.arg(kindKey).toUtf8()));
    }

    void everyTable_data()
    {
        QTest::addColumn<QString>("table");
        for (const QString& name : checks().keys())
            QTest::newRow(qPrintable(name)) << name;
    }

    void everyTable()
    {
        QFETCH(QString, table);
        const QStringList problems = checks().value(table)();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }
};

QTEST_APPLESS_MAIN(TestEnumKeys)
#include "tst_enum_keys.moc"
