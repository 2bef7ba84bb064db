#include "characters/FoundryActor.h"
#include "characters/FoundryActorParts.h"

#include "characters/CharacterRules.h"
#include "packages/RulesetPackage.h"

#include <QCryptographicHash>
#include <QJsonArray>

namespace hk::FoundryActor {

namespace {

QJsonObject attribute(int max)
{
    return {{QStringLiteral("max"), max}, {QStringLiteral("mod"), 0},
            {QStringLiteral("modFor"), QJsonObject{{QStringLiteral("save"), 0}}}};
}

QJsonObject movement(int max)
{
    return {{QStringLiteral("max"), max}, {QStringLiteral("mod"), 0}};
}

// The members every item of the system has (FTBaseItemData), with our own data under flags.hexkeeper.
QJsonObject item(const QString& id, const QString& name, const QString& type, QJsonObject system, const QJsonObject& ours)
{
    system.insert(QStringLiteral("notes"), QString());
    system.insert(QStringLiteral("pdfReference"), QString());
    if (!system.contains(QStringLiteral("attacks")))
        system.insert(QStringLiteral("attacks"), QJsonArray());
    if (!system.contains(QStringLiteral("defenses")))
        system.insert(QStringLiteral("defenses"), QJsonArray());
    return {{QStringLiteral("_id"), id},
            {QStringLiteral("name"), name},
            {QStringLiteral("type"), type},
            {QStringLiteral("system"), system},
            {QStringLiteral("effects"), QJsonArray()},
            {QStringLiteral("folder"), QJsonValue::Null},
            {QStringLiteral("sort"), 0},
            {QStringLiteral("flags"), QJsonObject{{QStringLiteral("hexkeeper"), ours}}},
            {QStringLiteral("_stats"), QJsonObject{{QStringLiteral("systemId"), QLatin1String(SystemId)}}}};
}

// A spell (tft or W&W) as the system's spell item: its IQ, type and ST to cast from the rules.
QJsonObject spellItem(const Character& c, const Ruleset& rules, const QString& spellId, int index)
{
    const RuleEntry* e = rules.entry(Parts::spellKind(c), spellId);
    const int st = e ? e->data.value(QLatin1String("cost")).toObject().value(QLatin1String("st")).toInt() : 0;
    const int upkeep = e ? e->data.value(QLatin1String("upkeep")).toObject().value(QLatin1String("st")).toInt() : 0;
    QJsonObject system{{QStringLiteral("minIQ"), e ? Parts::minIq(*e) : 0},
                       {QStringLiteral("iqCost"), 1},
                       {QStringLiteral("defaultAttribute"), QString()},
                       {QStringLiteral("type"), e ? e->stringField(QStringLiteral("type")) : QString()},
                       {QStringLiteral("stToCast"), QJsonObject{{QStringLiteral("min"), st}, {QStringLiteral("max"), st}}},
                       {QStringLiteral("stToMaintain"), upkeep},
                       {QStringLiteral("stSpent"), 0}};
    QJsonObject ours{{QStringLiteral("id"), spellId}};
    if (c.spellBonuses.contains(spellId))
        ours.insert(QStringLiteral("bonus"), c.spellBonuses.value(spellId));
    if (c.spellsBought.contains(spellId))
        ours.insert(QStringLiteral("bought"), true);
    return item(itemId(QStringLiteral("%1/spell/%2/%3").arg(c.name, spellId).arg(index)), e ? e->name() : spellId,
                QStringLiteral("spell"), system, ours);
}

// A W&W skill is what the system calls a talent: its minimum INT and the slots it takes.
QJsonObject talentItem(const Character& c, const Ruleset& rules, const QString& skillId, int index)
{
    const RuleEntry* e = rules.entry(QStringLiteral("skill"), skillId);
    const bool wizard = c.type == QLatin1String("wizard");
    const int slots = e ? e->intField(wizard ? QStringLiteral("wizardSlots") : QStringLiteral("slots"),
                                      e->intField(QStringLiteral("slots"), 1))
                        : 1;
    QJsonObject system{{QStringLiteral("minIQ"), e ? Parts::minIq(*e) : 0},
                       {QStringLiteral("iqCost"), slots},
                       {QStringLiteral("defaultAttribute"), QString()}};
    QJsonObject ours{{QStringLiteral("id"), skillId}};
    if (c.skillBonuses.contains(skillId))
        ours.insert(QStringLiteral("bonus"), c.skillBonuses.value(skillId));
    if (c.skillsBought.contains(skillId))
        ours.insert(QStringLiteral("bought"), true);
    return item(itemId(QStringLiteral("%1/talent/%2/%3").arg(c.name, skillId).arg(index)), e ? e->name() : skillId,
                QStringLiteral("talent"), system, ours);
}

QJsonObject equipmentItem(const Character& c, const Gear& g, int index)
{
    QJsonArray attacks;
    QJsonArray defenses;
    if (!g.damage.isEmpty())
        attacks.append(QJsonObject{{QStringLiteral("action"), QStringLiteral("Attack")},
                                   {QStringLiteral("minST"), 0},
                                   {QStringLiteral("type"), QStringLiteral("melee")},
                                   {QStringLiteral("toHitMod"), 0},
                                   {QStringLiteral("baseDamage"), Parts::foundryDice(g.damage)},
                                   {QStringLiteral("effects"), QJsonValue::Null},
                                   {QStringLiteral("talent"), QJsonValue::Null}});
    if (g.slot != QLatin1String("weapon"))
        defenses.append(QJsonObject{{QStringLiteral("action"), g.slot == QLatin1String("shield") ? QStringLiteral("Shield")
                                                                                                 : QStringLiteral("Body")},
                                    {QStringLiteral("hitsStopped"), g.hitsStopped}});
    QJsonObject system{{QStringLiteral("cost"), 0},
                       {QStringLiteral("wt"), 0},
                       {QStringLiteral("qty"), 1},
                       {QStringLiteral("location"), g.ready ? QStringLiteral("readied") : QStringLiteral("packed")},
                       {QStringLiteral("applyEffectsWhen"), QJsonArray{QStringLiteral("readied")}},
                       {QStringLiteral("capacity"), 0},
                       {QStringLiteral("container"), QJsonValue::Null},
                       {QStringLiteral("spells"), QJsonArray()},
                       {QStringLiteral("attacks"), attacks},
                       {QStringLiteral("defenses"), defenses}};
    QJsonObject ours = g.toJson();
    ours.remove(QStringLiteral("name"));
    return item(itemId(QStringLiteral("%1/gear/%2/%3").arg(c.name, g.name).arg(index)), g.name,
                QStringLiteral("equipment"), system, ours);
}

// Everything of the character the system has no field for.
QJsonObject ourFlags(const Character& c, const Ruleset& rules)
{
    QJsonObject full = c.toJson();
    for (const char* shown : {"name", "st", "dx", "iq", "wounds", "fatigue", "experience", "notes", "spells", "skills",
                              "gear", "skillsBought", "spellsBought", "skillBonuses", "spellBonuses"})
        full.remove(QLatin1String(shown));
    QJsonArray packages;
    for (const RulesetPackage* layer : rules.bookLayers())
        packages.append(layer->id());
    full.insert(QStringLiteral("ruleset"), packages);
    return full;
}

} // namespace

QString fileName(const Character& c)
{
    QString slug;
    for (const QChar ch : c.name.left(60))
        slug.append(ch.isLetterOrNumber() && ch.unicode() < 128 ? ch : QLatin1Char('-'));
    return QStringLiteral("fvtt-Actor-%1-%2.json").arg(slug).arg(c.id);
}

QString itemId(const QString& seed)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const QByteArray hash = QCryptographicHash::hash(seed.toUtf8(), QCryptographicHash::Sha256);
    QString id;
    for (int i = 0; i < 16; ++i)
        id.append(QLatin1Char(alphabet[quint8(hash.at(i)) % 62]));
    return id;
}

QJsonObject write(const Character& c, const Ruleset& rules)
{
    Character unarmed = c; // the system's MA is the figure's own; armor's effect is worked out from the items
    unarmed.gear.clear();
    const DerivedValues derived = CharacterRules(rules).derive(unarmed);
    const RuleEntry* race = c.race.isEmpty() ? nullptr : rules.entry(QStringLiteral("race"), c.race);
    QJsonObject system{
        {QStringLiteral("type"), c.type},
        {QStringLiteral("race"), race ? race->name() : c.race},
        {QStringLiteral("xp"), c.experience},
        {QStringLiteral("notes"), Parts::notesToHtml(c.notes)},
        {QStringLiteral("st"), attribute(c.st)},
        {QStringLiteral("dx"), attribute(c.dx)},
        {QStringLiteral("iq"), attribute(c.iq)},
        {QStringLiteral("ma"), QJsonObject{{QStringLiteral("mode"), QStringLiteral("walk")},
                                           {QStringLiteral("walk"), movement(derived.ma)},
                                           {QStringLiteral("swim"), movement(derived.ma)},
                                           {QStringLiteral("fly"), movement(0)}}},
        {QStringLiteral("fatigue"), c.fatigue},
        {QStringLiteral("damage"), c.wounds},
    };
    QJsonArray items;
    int index = 0;
    for (const QString& skill : c.skills)
        items.append(talentItem(c, rules, skill, index++));
    for (const QString& spell : c.spells)
        items.append(spellItem(c, rules, spell, index++));
    for (const Gear& g : c.gear)
        items.append(equipmentItem(c, g, index++));
    return {{QStringLiteral("name"), c.name},
            {QStringLiteral("type"), c.role == QLatin1String("pc") ? QStringLiteral("character") : QStringLiteral("npc")},
            {QStringLiteral("system"), system},
            {QStringLiteral("items"), items},
            {QStringLiteral("effects"), QJsonArray()},
            {QStringLiteral("folder"), QJsonValue::Null},
            {QStringLiteral("flags"), QJsonObject{{QStringLiteral("hexkeeper"), ourFlags(c, rules)}}},
            {QStringLiteral("_stats"), QJsonObject{{QStringLiteral("systemId"), QLatin1String(SystemId)},
                                                   {QStringLiteral("systemVersion"), QStringLiteral("1.2.0")},
                                                   {QStringLiteral("exportSource"), QJsonValue::Null}}}};
}

} // namespace hk::FoundryActor
