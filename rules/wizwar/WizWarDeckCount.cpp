#include "wizwar/WizWarDeckCount.h"

#include "i18n/Translate.h"

#include <QJsonArray>

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

const QString whiteCantrip = QStringLiteral("white-cantrip");
const QString blackCantrip = QStringLiteral("black-cantrip");

QJsonArray faces(const QList<int>& list)
{
    QJsonArray out;
    for (int f : list)
        out.append(f);
    return out;
}

// Every field of a card in one object, defaults included, so two cards compare field by field.
QJsonObject allFields(const CardDef& c)
{
    return {{QStringLiteral("school"), c.school},
            {QStringLiteral("cardType"), cardTypeKey(c.type)},
            {QStringLiteral("range"), cardRangeKey(c.range)},
            {QStringLiteral("cardDuration"), cardDurationKey(c.duration)},
            {QStringLiteral("traits"), QJsonArray::fromStringList(c.traits)},
            {QStringLiteral("energyValue"), c.energyValue},
            {QStringLiteral("damage"), c.damage},
            {QStringLiteral("damageFromEnergy"), c.damageFromEnergy},
            {QStringLiteral("damagePerTurn"), c.damagePerTurn},
            {QStringLiteral("damageReduction"), c.damageReduction},
            {QStringLiteral("cancelsAttack"), c.cancelsAttack},
            {QStringLiteral("evadeOn"), faces(c.evadeOn)},
            {QStringLiteral("baseSpeed"), c.baseSpeed},
            {QStringLiteral("createsObject"), c.createsObject},
            {QStringLiteral("blocksLos"), c.blocksLos},
            {QStringLiteral("blocksMovement"), c.blocksMovement},
            {QStringLiteral("copies"), c.copies},
            {QStringLiteral("summary"), c.summary}};
}

bool isDefault(const QString& key, const QJsonValue& v)
{
    if (key == QLatin1String("copies"))
        return false; // always written: a card's count in the deck
    if (v.isString())
        return v.toString().isEmpty();
    if (v.isBool())
        return !v.toBool();
    if (v.isArray())
        return v.toArray().isEmpty();
    return v.toInt() == 0;
}

} // namespace

namespace {

// The schools one group picked besides its cantrip: three, neither cantrip, none twice.
bool chosenSchools(const QStringList& picked, const QString& cantrip, const Parameters& p, QStringList* out, QString* error)
{
    QStringList chosen;
    for (const QString& s : picked)
        if (s != cantrip && !chosen.contains(s))
            chosen.append(s);
    if (chosen.contains(blackCantrip) || chosen.contains(whiteCantrip)) {
        *error = cantrip == whiteCantrip && chosen.contains(blackCantrip)
                     ? tr("Black Cantrip joins a deck only with the Custom Spellbook rule; choose three other schools.")
                     : tr("Each group starts with one cantrip school; choose three other schools.");
        return false;
    }
    if (chosen.size() != p.schoolsChosen) {
        *error = cantrip == whiteCantrip
                     ? tr("Choose %1 schools besides White Cantrip; %2 chosen.").arg(p.schoolsChosen).arg(chosen.size())
                     : tr("Choose %1 schools besides Black Cantrip for the second group; %2 chosen.")
                           .arg(p.schoolsChosen)
                           .arg(chosen.size());
        return false;
    }
    *out = QStringList{cantrip} + chosen;
    return true;
}

} // namespace

bool deckSchools(const SetupChoice& choice, const Parameters& p, const CardLibrary& cards, int group,
                 QStringList* schools, QString* error)
{
    const bool custom = choice.options.contains(Option::CustomSpellbook);
    if (choice.options.contains(Option::GiantBookOfSpells)) {
        if (custom) {
            *error = tr("The Giant Book of Spells and the Custom Spellbook each build the deck their own way: choose one.");
            return false;
        }
        for (const CardDef& c : cards.all())
            if (c.dealable() && c.school != blackCantrip && !schools->contains(c.school))
                schools->append(c.school);
        return true;
    }
    if (!custom || group == 0)
        return chosenSchools(choice.schools, whiteCantrip, p, schools, error);
    if (!chosenSchools(choice.secondSchools, blackCantrip, p, schools, error))
        return false;
    // The groups draft in turns (l.1409–1411): a school drafted by one is not the other's.
    for (const QString& s : std::as_const(*schools))
        if (choice.schools.contains(s)) {
            *error = tr("%1 is in both groups' decks; a drafted school belongs to one group.").arg(cards.schoolName(s));
            return false;
        }
    return true;
}

DeckCount countDeck(const SetupChoice& choice, const Parameters& p, const CardLibrary& cards, int players, int group)
{
    DeckCount count;
    int inGroup = 0;
    for (const SetupChoice::Player& player : choice.players)
        if (!choice.options.contains(Option::CustomSpellbook) || player.group == group)
            ++inGroup;
    count.needed = (players > 0 ? players : qMax(inGroup, choice.options.contains(Option::CustomSpellbook) ? 1 : p.minPlayers))
                   * p.startingHand;
    if (!deckSchools(choice, p, cards, group, &count.schools, &count.error))
        return count;
    for (const QString& school : std::as_const(count.schools)) {
        int inSchool = 0;
        for (const CardDef& c : cards.ofSchool(school))
            if (c.dealable())
                inSchool += c.copies;
        count.perSchool.insert(school, inSchool);
        count.cards += inSchool;
        if (inSchool > p.cardsPerSchool)
            count.overfull.append(school);
    }
    return count;
}

QJsonObject cardFields(const CardDef& card)
{
    QJsonObject out;
    const QJsonObject all = allFields(card);
    for (auto it = all.begin(); it != all.end(); ++it)
        if (!isDefault(it.key(), it.value()))
            out.insert(it.key(), it.value());
    return out;
}

QJsonObject changedFields(const CardDef& now, const CardDef& wanted)
{
    QJsonObject out;
    const QJsonObject before = allFields(now);
    const QJsonObject after = allFields(wanted);
    for (auto it = after.begin(); it != after.end(); ++it)
        if (before.value(it.key()) != it.value())
            out.insert(it.key(), it.value());
    return out;
}

} // namespace hk::wizwar
