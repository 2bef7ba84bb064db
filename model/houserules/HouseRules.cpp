#include "houserules/HouseRules.h"

#include "campaign/Campaign.h"
#include "houserules/HouseRuleCommand.h"
#include "houserules/HouseRuleOverlay.h"
#include "houserules/HouseRuleRepository.h"
#include "packages/JsonPath.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>

namespace hk::HouseRules {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::HouseRules", text);
}

Ruleset bookRules(const Campaign& campaign)
{
    return Ruleset(campaign.rules().bookLayers());
}

bool push(Campaign& campaign, const QString& text, const QString& kind, const QString& id,
          std::optional<HouseRule> before, std::optional<HouseRule> after, QString* error)
{
    if (after) {
        QJsonObject entry;
        QString e;
        if (!HouseRuleOverlay::apply(bookRules(campaign), *after, &entry, &e)) {
            if (error)
                *error = e;
            return false;
        }
    }
    if (before == after)
        return true;
    return CampaignCommand::pushApplied(campaign, new HouseRuleCommand(campaign, text, kind, id, before, after), error);
}

} // namespace

QList<HouseRule> list(const Campaign& campaign, QString* error)
{
    return HouseRuleRepository(campaign.database()).all(error);
}

bool setValues(Campaign& campaign, const QString& kind, const QString& entryId, const QJsonObject& values,
               const QString& note, QString* error)
{
    QString e;
    const std::optional<HouseRule> before = HouseRuleRepository(campaign.database()).find(kind, entryId, &e);
    HouseRule after = before.value_or(HouseRule{kind, entryId, HouseRule::Override, {}, {}});
    if (!note.isNull())
        after.note = note;
    const LocatedEntry book = bookRules(campaign).bookEntry(kind, entryId);
    for (auto it = values.begin(); it != values.end(); ++it) {
        const QString& path = it.key();
        if (after.action == HouseRule::Add) {
            if (!JsonPath::set(after.data, path, it.value())) {
                if (error)
                    *error = tr("'%1' has no field '%2'").arg(entryId, path);
                return false;
            }
        } else {
            if (!book.entry) {
                if (error)
                    *error = tr("there is no %1 '%2' in this campaign's rules").arg(kind, entryId);
                return false;
            }
            if (JsonPath::get(book.entry->data, path) == it.value())
                after.data.remove(path);
            else
                after.data.insert(path, it.value());
        }
    }
    std::optional<HouseRule> result = after;
    if (after.action == HouseRule::Override && after.data.isEmpty())
        result.reset();
    const QString name = book.entry ? book.entry->name() : after.data.value(QLatin1String("name")).toString(entryId);
    const QString text = values.size() == 1 ? tr("Change %1 of %2").arg(values.begin().key(), name) : tr("Change %1").arg(name);
    return push(campaign, text, kind, entryId, before, result, error);
}

bool setValue(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path, const QJsonValue& value,
              const QString& note, QString* error)
{
    return setValues(campaign, kind, entryId, QJsonObject{{path, value}}, note, error);
}

bool revert(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path, QString* error)
{
    QString e;
    const std::optional<HouseRule> before = HouseRuleRepository(campaign.database()).find(kind, entryId, &e);
    if (!before || before->action != HouseRule::Override) {
        if (error)
            *error = tr("%1 '%2' has no house-rule changes to revert").arg(kind, entryId);
        return false;
    }
    std::optional<HouseRule> after = before;
    if (path.isEmpty())
        after.reset();
    else {
        if (!after->data.contains(path)) {
            if (error)
                *error = tr("'%1' of %2 is not changed by a house rule").arg(path, entryId);
            return false;
        }
        after->data.remove(path);
        if (after->data.isEmpty())
            after.reset();
    }
    return push(campaign, tr("Revert %1 to the book").arg(entryId), kind, entryId, before, after, error);
}

bool addEntry(Campaign& campaign, const QString& kind, const QJsonObject& entry, const QString& note, QString* error)
{
    const QString id = entry.value(QLatin1String("id")).toString();
    QString e;
    if (HouseRuleRepository(campaign.database()).find(kind, id, &e)) {
        if (error)
            *error = tr("a house rule for %1 '%2' already exists").arg(kind, id);
        return false;
    }
    const HouseRule rule{kind, id, HouseRule::Add, entry, note};
    return push(campaign, tr("Add %1").arg(entry.value(QLatin1String("name")).toString()), kind, id, std::nullopt, rule, error);
}

bool removeEntry(Campaign& campaign, const QString& kind, const QString& entryId, QString* error)
{
    QString e;
    const std::optional<HouseRule> before = HouseRuleRepository(campaign.database()).find(kind, entryId, &e);
    if (!before || before->action != HouseRule::Add) {
        if (error)
            *error = tr("%1 '%2' is not an entry added for this campaign").arg(kind, entryId);
        return false;
    }
    return push(campaign, tr("Remove %1").arg(entryId), kind, entryId, before, std::nullopt, error);
}

} // namespace hk::HouseRules
