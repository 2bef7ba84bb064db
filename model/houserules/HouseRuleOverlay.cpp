#include "houserules/HouseRuleOverlay.h"
#include "i18n/Translate.h"

#include "packages/EntryValidator.h"
#include "packages/JsonPath.h"
#include "packages/Ruleset.h"
#include "packages/RulesetPackage.h"

#include <QCoreApplication>

namespace hk::HouseRuleOverlay {

namespace {
QString tr(const char* text)
{
    return hk::translateIn("hk::HouseRuleOverlay", text);
}
} // namespace

bool apply(const Ruleset& book, const HouseRule& rule, QJsonObject* entry, QString* error)
{
    const KindSchema* kind = book.kind(rule.kind);
    if (!kind) {
        *error = tr("the rulesets of this campaign have no kind '%1'").arg(rule.kind);
        return false;
    }
    QStringList problems;
    if (rule.action == HouseRule::Add) {
        if (book.bookEntry(rule.kind, rule.entryId).entry) {
            *error = tr("%1 '%2' already exists in the rules; change it instead of adding it").arg(kind->label, rule.entryId);
            return false;
        }
        if (rule.data.value(QLatin1String("id")).toString() != rule.entryId) {
            *error = tr("the new entry's id must be '%1'").arg(rule.entryId);
            return false;
        }
        *entry = rule.data;
    } else {
        const LocatedEntry original = book.bookEntry(rule.kind, rule.entryId);
        if (!original.entry) {
            *error = tr("there is no %1 '%2' in this campaign's rules").arg(kind->label, rule.entryId);
            return false;
        }
        QJsonObject merged = original.entry->data;
        for (auto it = rule.data.begin(); it != rule.data.end(); ++it) {
            if (it.key() == QLatin1String("id") || it.key().startsWith(QLatin1String("source"))) {
                *error = tr("'%1' cannot be changed by a house rule").arg(it.key());
                return false;
            }
            // A field typed "any" (a parameter's value) is checked against the book's value; the schema types the rest.
            const auto field = kind->fields.constFind(it.key().section(QLatin1Char('.'), 0, 0));
            const bool untyped = field == kind->fields.constEnd() || field->type == QLatin1String("any");
            if (untyped && !EntryValidator::keepsTheBooksKind(it.key(), JsonPath::get(original.entry->data, it.key()), it.value(), error)) {
                *error = tr("%1 '%2': %3").arg(kind->label, original.entry->name(), *error);
                return false;
            }
            if (!JsonPath::set(merged, it.key(), it.value())) {
                *error = tr("%1 '%2' has no field '%3'").arg(kind->label, original.entry->name(), it.key());
                return false;
            }
        }
        // The source keeps pointing at the book the entry came from.
        QJsonObject source = merged.value(QLatin1String("source")).toObject();
        if (!source.contains(QLatin1String("file")))
            source.insert(QStringLiteral("file"), original.package->seed());
        merged.insert(QStringLiteral("source"), source);
        *entry = merged;
    }
    if (!EntryValidator::validateEntry(*kind, *entry, &problems, rule.action == HouseRule::Override)) {
        *error = tr("%1 '%2': %3").arg(kind->label, rule.entryId, problems.join(QStringLiteral("; ")));
        return false;
    }
    return true;
}

std::shared_ptr<RulesetPackage> build(const Ruleset& book, const QList<HouseRule>& rules, QStringList* problems)
{
    QList<RuleEntry> entries;
    QMap<QString, KindSchema> kinds;
    for (const HouseRule& rule : rules) {
        QJsonObject entry;
        QString error;
        if (!apply(book, rule, &entry, &error)) {
            problems->append(error);
            continue;
        }
        entries.append(RuleEntry{QStringLiteral("house-rules"), rule.kind, entry});
        kinds.insert(rule.kind, *book.kind(rule.kind));
    }
    QJsonObject manifest{{QStringLiteral("id"), QStringLiteral("house-rules")},
                         {QStringLiteral("title"), tr("House rules")},
                         {QStringLiteral("role"), QStringLiteral("option")},
                         {QStringLiteral("version"), QStringLiteral("campaign")},
                         {QStringLiteral("summary"), tr("This campaign's changes to the book rules.")}};
    return RulesetPackage::create(manifest, kinds, entries);
}

} // namespace hk::HouseRuleOverlay
