#include "houserules/HouseRules.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "houserules/HouseRuleOverlay.h"
#include "houserules/HouseRuleRepository.h"
#include "packages/JsonPath.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>

namespace hk::HouseRules {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::HouseRules", text);
}

Ruleset bookRules(const Campaign& campaign)
{
    return Ruleset(campaign.rules().bookLayers());
}

// Inside a change: writes the entry's house-rule row as `after` (none = no row), checked against the kind's
// schema first.
bool write(Campaign& campaign, const QString& kind, const QString& id, const std::optional<HouseRule>& before,
           const std::optional<HouseRule>& after, QString* error)
{
    if (after) {
        QJsonObject entry;
        if (!HouseRuleOverlay::apply(bookRules(campaign), *after, &entry, error))
            return false;
    }
    if (before == after)
        return true;
    HouseRuleRepository repo(campaign.database());
    return after ? repo.put(*after, error) : repo.remove(kind, id, error);
}

std::optional<HouseRule> stored(Campaign& campaign, const QString& kind, const QString& entryId)
{
    QString ignored;
    return HouseRuleRepository(campaign.database()).find(kind, entryId, &ignored);
}

} // namespace

QList<HouseRule> list(const Campaign& campaign, QString* error)
{
    return HouseRuleRepository(campaign.database()).all(error);
}

bool setValues(Campaign& campaign, const QString& kind, const QString& entryId, const QJsonObject& values,
               const QString& note, QString* error)
{
    const LocatedEntry book = bookRules(campaign).bookEntry(kind, entryId);
    const QString bookName = book.entry ? book.entry->name() : entryId;
    const QString text = values.size() == 1 ? tr("Change %1 of %2").arg(values.begin().key(), bookName) : tr("Change %1").arg(bookName);
    return campaign.change(text, [&](QString* stepText, QString* e) {
        const std::optional<HouseRule> before = stored(campaign, kind, entryId);
        HouseRule after = before.value_or(HouseRule{kind, entryId, HouseRule::Override, {}, {}});
        if (!note.isNull())
            after.note = note;
        for (auto it = values.begin(); it != values.end(); ++it) {
            const QString& path = it.key();
            if (after.action == HouseRule::Add) {
                if (!JsonPath::set(after.data, path, it.value())) {
                    *e = tr("'%1' has no field '%2'").arg(entryId, path);
                    return false;
                }
            } else {
                if (!book.entry) {
                    *e = tr("there is no %1 '%2' in this campaign's rules").arg(kind, entryId);
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
        if (!book.entry) {
            const QString name = after.data.value(QLatin1String("name")).toString(entryId);
            *stepText = values.size() == 1 ? tr("Change %1 of %2").arg(values.begin().key(), name) : tr("Change %1").arg(name);
        }
        return write(campaign, kind, entryId, before, result, e);
    }, error);
}

bool setValue(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path, const QJsonValue& value,
              const QString& note, QString* error)
{
    return setValues(campaign, kind, entryId, QJsonObject{{path, value}}, note, error);
}

bool switchRules(Campaign& campaign, const QMap<QString, bool>& rules, const QString& note, QString* error)
{
    return campaign.change(tr("Combat rules"), [&](QString*, QString* e) {
        for (auto it = rules.cbegin(); it != rules.cend(); ++it) {
            if (!setValue(campaign, QStringLiteral("rule"), it.key(), QStringLiteral("defaultOn"), it.value(), note, e))
                return false;
        }
        return true;
    }, error);
}

bool revert(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path, QString* error)
{
    return campaign.change(tr("Revert %1 to the book").arg(entryId), [&](QString*, QString* e) {
        const std::optional<HouseRule> before = stored(campaign, kind, entryId);
        if (!before || before->action != HouseRule::Override) {
            *e = tr("%1 '%2' has no house-rule changes to revert").arg(kind, entryId);
            return false;
        }
        std::optional<HouseRule> after = before;
        if (path.isEmpty()) {
            after.reset();
        } else {
            if (!after->data.contains(path)) {
                *e = tr("'%1' of %2 is not changed by a house rule").arg(path, entryId);
                return false;
            }
            after->data.remove(path);
            if (after->data.isEmpty())
                after.reset();
        }
        return write(campaign, kind, entryId, before, after, e);
    }, error);
}

bool addEntry(Campaign& campaign, const QString& kind, const QJsonObject& entry, const QString& note, QString* error)
{
    const QString id = entry.value(QLatin1String("id")).toString();
    return campaign.change(tr("Add %1").arg(entry.value(QLatin1String("name")).toString()), [&](QString*, QString* e) {
        if (stored(campaign, kind, id)) {
            *e = tr("a house rule for %1 '%2' already exists").arg(kind, id);
            return false;
        }
        return write(campaign, kind, id, std::nullopt, HouseRule{kind, id, HouseRule::Add, entry, note}, e);
    }, error);
}

bool removeEntry(Campaign& campaign, const QString& kind, const QString& entryId, QString* error)
{
    return campaign.change(tr("Remove %1").arg(entryId), [&](QString*, QString* e) {
        const std::optional<HouseRule> before = stored(campaign, kind, entryId);
        if (!before || before->action != HouseRule::Add) {
            *e = tr("%1 '%2' is not an entry added for this campaign").arg(kind, entryId);
            return false;
        }
        return write(campaign, kind, entryId, before, std::nullopt, e);
    }, error);
}

} // namespace hk::HouseRules
