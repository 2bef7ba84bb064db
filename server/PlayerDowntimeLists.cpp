#include "PlayerDowntimeLists.h"

#include "campaign/Campaign.h"
#include "characters/SpellLearning.h"
#include "downtime/MarketRules.h"
#include "labs/Labs.h"

#include <functional>

namespace hk::PlayerDowntimeLists {

namespace {

// Every entry of a kind as {id, name}, with `more` adding what a form needs of it.
QJsonArray named(const Campaign& campaign, const QString& kind,
                 const std::function<void(const RuleEntry&, QJsonObject*)>& more = {})
{
    QJsonArray out;
    for (const LocatedEntry& located : campaign.rules().entries({kind})) {
        QJsonObject o{{QStringLiteral("id"), located.entry->id()}, {QStringLiteral("name"), located.entry->name()}};
        if (more)
            more(*located.entry, &o);
        out.append(o);
    }
    return out;
}

} // namespace

QJsonObject catalogue(const Campaign& campaign)
{
    const SpellLearning learning(campaign.rules());
    QJsonArray methods;
    for (const QString& id : learning.methods()) {
        const RuleEntry* e = campaign.rules().entry(QStringLiteral("learning-method"), id);
        methods.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), e ? e->name() : id},
                                   {QStringLiteral("teacherFee"), learning.needsTeacherFee(id)}});
    }
    const QJsonArray potions = named(campaign, QStringLiteral("potion"));
    const QJsonArray recipes = named(campaign, QStringLiteral("magic-item-recipe"), [](const RuleEntry& e, QJsonObject* o) {
        // A recipe sold by strength (DX +1, a 3-hex Darkness) names what its strength counts.
        const QJsonObject strength = e.data.value(QLatin1String("strength")).toObject();
        if (!strength.isEmpty())
            o->insert(QStringLiteral("strength"), strength.value(QLatin1String("unit")).toString());
    });
    const QJsonArray projects = named(campaign, QStringLiteral("research-project"));
    return {{QStringLiteral("methods"), methods},
            {QStringLiteral("potions"), potions},
            {QStringLiteral("recipes"), recipes},
            {QStringLiteral("projects"), projects},
            {QStringLiteral("settlements"), QJsonArray::fromStringList(MarketRules(campaign.rules()).settlements())}};
}

QJsonArray labs(Campaign& campaign, QString* error)
{
    QJsonArray out;
    for (const Lab& lab : Labs(campaign).list(false, error)) {
        const LabOffer offer = Labs::offer(campaign.rules(), lab.labType);
        out.append(QJsonObject{{QStringLiteral("id"), lab.id}, {QStringLiteral("name"), lab.name},
                               {QStringLiteral("type"), offer.valid ? offer.name : lab.labType}});
    }
    return out;
}

} // namespace hk::PlayerDowntimeLists
