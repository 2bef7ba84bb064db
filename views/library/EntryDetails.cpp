#include "library/EntryDetails.h"
#include "i18n/Translate.h"

#include "packages/FieldFormat.h"
#include "packages/JsonPath.h"
#include "packages/Ruleset.h"
#include "packages/RulesetPackage.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk::EntryDetails {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::EntryDetails", text);
}

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString valueHtml(const FieldSchema* field, const QJsonValue& value)
{
    if (value.isArray() && field && !field->fields.isEmpty()) {
        QString html = QStringLiteral("<ul style='margin:0'>");
        for (const QJsonValue& item : value.toArray()) {
            QStringList parts;
            const QJsonObject o = item.toObject();
            for (auto it = field->fields.begin(); it != field->fields.end(); ++it) {
                if (o.contains(it.key()))
                    parts.append(QStringLiteral("%1: %2").arg(esc(it->label), esc(FieldFormat::value(&*it, o.value(it.key())))));
            }
            html += QStringLiteral("<li>%1</li>").arg(parts.join(QStringLiteral(", ")));
        }
        return html + QStringLiteral("</ul>");
    }
    return esc(FieldFormat::value(field, value));
}

QString tableHtml(const QJsonObject& data)
{
    QString html = QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr>");
    QStringList keys;
    for (const QJsonValue& c : data.value(QLatin1String("columns")).toArray()) {
        keys.append(c.toObject().value(QLatin1String("key")).toString());
        html += QStringLiteral("<th>%1</th>").arg(esc(c.toObject().value(QLatin1String("label")).toString()));
    }
    html += QStringLiteral("<th>%1</th></tr>").arg(tr("Line"));
    for (const QJsonValue& r : data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = r.toObject();
        html += QStringLiteral("<tr>");
        for (const QString& key : keys)
            html += QStringLiteral("<td>%1</td>").arg(esc(FieldFormat::value(nullptr, row.value(key))));
        html += QStringLiteral("<td>%1</td></tr>").arg(row.contains(QLatin1String("line")) ? QString::number(row.value(QLatin1String("line")).toInt()) : QString());
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QString html(const RulesetPackage& package, const RuleEntry& entry)
{
    const KindSchema* kind = package.kind(entry.kind);
    QString html = QStringLiteral("<h2>%1</h2><p><i>%2 · %3</i></p>")
                       .arg(esc(entry.name()), esc(kind ? kind->label : entry.kind), esc(package.title()));
    html += QStringLiteral("<p>%1</p>").arg(esc(entry.summary()));
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    if (kind) {
        for (auto it = kind->fields.begin(); it != kind->fields.end(); ++it) {
            if (!entry.data.contains(it.key()) || entry.kind == QLatin1String("table"))
                continue;
            html += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td>%2</td></tr>")
                        .arg(esc(it->label), valueHtml(&*it, entry.data.value(it.key())));
        }
    }
    html += QStringLiteral("</table>");
    if (entry.kind == QLatin1String("table"))
        html += tableHtml(entry.data);
    if (!entry.notes().isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Notes:"), esc(entry.notes()));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Source:"), esc(entry.source(package.seed()).toString()));
    return html;
}

QString html(const Ruleset& rules, const LocatedEntry& located)
{
    if (!rules.isHouseRule(located))
        return html(*located.package, *located.entry);
    const LocatedEntry book = rules.bookEntry(located.entry->kind, located.entry->id());
    QString banner = QStringLiteral("<div style='background:#fff1d6; padding:6px'><b>%1</b>").arg(
        book.entry ? tr("House rule: this campaign changes the book.") : tr("House rule: added for this campaign."));
    if (book.entry) {
        banner += QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='left'>%2</th><th align='left'>%3</th></tr>")
                      .arg(tr("Field"), tr("Book"), tr("This campaign"));
        for (const JsonPath::Leaf& leaf : JsonPath::leaves(located.entry->data, {QStringLiteral("source")})) {
            const QJsonValue was = JsonPath::get(book.entry->data, leaf.path);
            if (was != leaf.value)
                banner += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td></tr>")
                              .arg(esc(leaf.path), esc(FieldFormat::value(nullptr, was)), esc(FieldFormat::value(nullptr, leaf.value)));
        }
        banner += QStringLiteral("</table>");
    }
    banner += QStringLiteral("</div>");
    const RulesetPackage& shownAs = book.package ? *book.package : *located.package;
    return banner + html(shownAs, *located.entry);
}

} // namespace hk::EntryDetails
