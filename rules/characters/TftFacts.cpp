#include "characters/TftFacts.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace hk {

namespace {

// The "effects" list of a rule entry ([{key, value}, …]) as a lookup.
QHash<QString, QJsonValue> effects(const RuleEntry* rule)
{
    QHash<QString, QJsonValue> out;
    if (!rule)
        return out;
    for (const QJsonValue& e : rule->data.value(QLatin1String("effects")).toArray())
        out.insert(e.toObject().value(QLatin1String("key")).toString(), e.toObject().value(QLatin1String("value")));
    return out;
}

QRegularExpression wordPattern(const char* word)
{
    return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QLatin1String(word)), QRegularExpression::CaseInsensitiveOption);
}

// Gear is known by its name: the English word, or the word in the interface's language (a German GM's
// "Stab" is a staff), as the translators give it.
bool namesA(const Gear& gear, const QRegularExpression& english, const char* word)
{
    if (gear.slot != QLatin1String("weapon"))
        return false;
    if (english.match(gear.name).hasMatch())
        return true;
    const QString translated = hk::translateIn("hk::TftFacts", word);
    if (translated == QLatin1String(word))
        return false;
    const QRegularExpression local(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(translated)),
                                   QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return local.match(gear.name).hasMatch();
}

} // namespace

TftRace TftFacts::race(const QString& id) const
{
    const auto known = m_races.constFind(id);
    if (known != m_races.constEnd())
        return *known;
    TftRace r;
    r.entry = m_rules.entry(QStringLiteral("race"), id);
    if (!r.entry)
        return r;
    const QJsonObject& d = r.entry->data;
    r.name = r.entry->name();
    r.hasAttributes = d.value(QLatin1String("st")).isDouble() && d.value(QLatin1String("dx")).isDouble()
                      && d.value(QLatin1String("iq")).isDouble() && d.value(QLatin1String("extraPoints")).isDouble();
    if (r.hasAttributes) {
        r.st = d.value(QLatin1String("st")).toInt();
        r.dx = d.value(QLatin1String("dx")).toInt();
        r.iq = d.value(QLatin1String("iq")).toInt();
        r.extraPoints = d.value(QLatin1String("extraPoints")).toInt();
        r.startingPoints = r.st + r.dx + r.iq + r.extraPoints;
    } else {
        // Giants and gargoyles may be wizards but the book gives them no numbers: they are measured against
        // the 32-point benchmark every race is compared with, unless the GM sets a point total.
        r.startingPoints = m_rules.parameter(QStringLiteral("starting-points")).toInt();
    }
    const QJsonObject minimums = d.value(QLatin1String("minimums")).toObject();
    if (!minimums.isEmpty()) {
        for (auto it = minimums.begin(); it != minimums.end(); ++it)
            r.minimums.insert(it.key(), it.value().toInt());
    } else if (r.hasAttributes) {
        // The book states a minimum only for humans (8 in each, l.53). For the other races we read their
        // printed starting numbers as the floor, since extra points are only ever added to them.
        r.minimums = {{QStringLiteral("st"), r.st}, {QStringLiteral("dx"), r.dx}, {QStringLiteral("iq"), r.iq}};
    }
    r.maxIq = d.value(QLatin1String("maxIq")).toInt(0);
    r.ma = d.value(QLatin1String("ma")).toInt(0);
    m_races.insert(id, r);
    return r;
}

int TftFacts::defaultMa() const
{
    return m_rules.parameter(QStringLiteral("human-ma")).toInt();
}

TftSpellCapacity TftFacts::spellCapacity() const
{
    if (m_capacity)
        return *m_capacity;
    TftSpellCapacity c;
    const QHash<QString, QJsonValue> e = effects(m_rules.entry(QStringLiteral("rule"), QStringLiteral("spell-capacity")));
    // Plain Wizard (1978) has only wizards casting from memory; Advanced Wizard's rule lets heroes memorise
    // spells at a steeper price. No rule entry → no hero spells.
    c.heroIqPerSpell = e.value(QStringLiteral("nonWizardIqPerSpell")).toInt(0);
    c.heroesMayKnowSpells = c.heroIqPerSpell > 0;
    c.heroCastingDx = e.value(QStringLiteral("nonWizardDx")).toInt(0);
    // Wizard 1978 has no talents; one point of capacity per talent or language is Advanced Wizard's rule and
    // the only sensible reading when the entry is absent.
    c.iqPerTalent = e.value(QStringLiteral("capacityUsedPerTalentOrLanguage")).toInt(1);
    m_capacity = c;
    return c;
}

QList<TftMetal> TftFacts::metals() const
{
    if (m_metals)
        return *m_metals;
    QList<TftMetal> out;
    const RuleEntry* table = m_rules.entry(QStringLiteral("table"), QStringLiteral("weapon-armor-metals"));
    if (!table) {
        m_metals = out;
        return out;
    }
    for (const QJsonValue& row : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject o = row.toObject();
        out.append({o.value(QLatin1String("metal")).toString(), o.value(QLatin1String("hindersMagic")).toBool(),
                    o.value(QLatin1String("castingDx")).toInt()});
    }
    m_metals = out;
    return out;
}

int TftFacts::iqPerSpell(const Character& character) const
{
    // A wizard's IQ is his spell count ("spells-known" equals IQ): one point of capacity per spell.
    if (character.type != QLatin1String("hero"))
        return 1;
    const TftSpellCapacity c = spellCapacity();
    return c.heroesMayKnowSpells ? c.heroIqPerSpell : 1;
}

bool TftFacts::isStaff(const Gear& gear)
{
    static const QRegularExpression staff = wordPattern("staff");
    return namesA(gear, staff, QT_TRANSLATE_NOOP("hk::TftFacts", "staff"));
}

bool TftFacts::isDagger(const Gear& gear)
{
    static const QRegularExpression dagger = wordPattern("dagger");
    return namesA(gear, dagger, QT_TRANSLATE_NOOP("hk::TftFacts", "dagger"));
}

} // namespace hk
