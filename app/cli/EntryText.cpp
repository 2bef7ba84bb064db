#include "EntryText.h"
#include "i18n/Translate.h"

#include "packages/EntryLines.h"
#include "packages/JsonPath.h"
#include "packages/RulesetPackage.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk::EntryText {

namespace {
QString tr(const char* text)
{
    return hk::translateIn({"hk::EntryText", "hk::cli"}, text);
}
} // namespace

QList<LocatedEntry> find(const Ruleset& rules, const QString& nameOrId, const QString& kind)
{
    QList<LocatedEntry> byId;
    QList<LocatedEntry> byName;
    for (const LocatedEntry& e : rules.entries(kind.isEmpty() ? QStringList() : QStringList{kind})) {
        if (e.entry->id() == nameOrId)
            byId.append(e);
        else if (e.entry->name().compare(nameOrId, Qt::CaseInsensitive) == 0)
            byName.append(e);
    }
    return byId.isEmpty() ? byName : byId;
}

QString text(const Ruleset& rules, const LocatedEntry& located)
{
    const RuleEntry& e = *located.entry;
    QStringList lines;
    lines << QStringLiteral("%1 (%2, %3)").arg(e.name(), EntryLines::kindLabel(located), e.id());
    if (rules.isHouseRule(located))
        lines << tr("House rule for this campaign");
    lines << e.summary();
    for (const EntryLine& line : EntryLines::fields(located))
        lines << (line.label.isEmpty() ? QStringLiteral("  - %1").arg(line.value) : QStringLiteral("  %1: %2").arg(line.label, line.value));
    if (!e.notes().isEmpty())
        lines << tr("Notes: %1").arg(e.notes());
    const QString seed = located.package->seed();
    lines << tr("Source: %1").arg(e.source(seed).toString());
    return lines.join(QLatin1Char('\n'));
}

QJsonObject json(const Ruleset& rules, const LocatedEntry& located)
{
    QJsonObject o;
    const LocatedEntry book = rules.bookEntry(located.entry->kind, located.entry->id());
    o.insert(QStringLiteral("kind"), located.entry->kind);
    o.insert(QStringLiteral("package"), book.package ? book.package->id() : QStringLiteral("house-rules"));
    o.insert(QStringLiteral("houseRule"), rules.isHouseRule(located));
    o.insert(QStringLiteral("added"), rules.isHouseRule(located) && !book.entry);
    o.insert(QStringLiteral("entry"), located.entry->data);
    if (rules.isHouseRule(located) && book.entry) {
        QJsonObject changes;
        for (const JsonPath::Leaf& leaf : JsonPath::leaves(located.entry->data, {QStringLiteral("source")})) {
            const QJsonValue was = JsonPath::get(book.entry->data, leaf.path);
            if (was != leaf.value)
                changes.insert(leaf.path, QJsonObject{{QStringLiteral("book"), was}, {QStringLiteral("campaign"), leaf.value}});
        }
        o.insert(QStringLiteral("changes"), changes);
    }
    return o;
}

} // namespace hk::EntryText
