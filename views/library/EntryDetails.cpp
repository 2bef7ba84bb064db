#include "library/EntryDetails.h"
#include "i18n/Translate.h"

#include "packages/EntryLines.h"
#include "packages/FieldFormat.h"
#include "packages/JsonPath.h"
#include "packages/KindSchema.h"
#include "packages/Ruleset.h"
#include "packages/RulesetPackage.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

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

// Where names are looked up: the given rules, else the entry's own package.
struct Lookup
{
    const RulesetPackage& package;
    const Ruleset* rules = nullptr;

    const RuleEntry* entry(const QString& kind, const QString& id) const
    {
        const RuleEntry* e = rules ? rules->entry(kind, id) : nullptr;
        return e ? e : package.entry(kind, id);
    }
};

bool isId(const QString& text)
{
    static const QRegularExpression id(QStringLiteral("^[a-z][a-z0-9]*(-[a-z0-9]+)+$"));
    return id.match(text).hasMatch();
}

QString idWords(const QString& text)
{
    if (!isId(text))
        return text;
    QString words = text;
    return words.replace(QLatin1Char('-'), QLatin1Char(' '));
}

// The creation spell of a magic-item recipe names a row of the item-creation-spells table (as ItemCreation
// reads it) or a spell.
QString creationSpellName(const Lookup& names, const QString& id)
{
    if (const RuleEntry* table = names.entry(QStringLiteral("table"), QStringLiteral("magic-item-creation-spells"))) {
        for (const QJsonValue& row : table->data.value(QLatin1String("rows")).toArray()) {
            const QJsonObject o = row.toObject();
            if (o.value(QLatin1String("id")).toString() == id && !o.value(QLatin1String("name")).toString().isEmpty())
                return o.value(QLatin1String("name")).toString();
        }
    }
    const RuleEntry* spell = names.entry(QStringLiteral("spell"), id);
    return spell && !spell->name().isEmpty() ? spell->name() : idWords(id);
}

// A value naming other entries (a field with a ref): their names.
QString refNames(const Lookup& names, const QString& kind, const QJsonValue& value)
{
    QStringList out;
    const QJsonArray ids = value.isArray() ? value.toArray() : QJsonArray{value};
    for (const QJsonValue& v : ids) {
        const RuleEntry* e = names.entry(kind, v.toString());
        out.append(e && !e->name().isEmpty() ? e->name() : idWords(v.toString()));
    }
    return out.join(QStringLiteral("; "));
}

QString effectText(const QJsonObject& effect)
{
    const QJsonValue value = effect.value(QLatin1String("value"));
    QString text = tr("%1: %2").arg(effectName(effect.value(QLatin1String("key")).toString()),
                                    value.isString() ? idWords(value.toString()) : FieldFormat::value(nullptr, value));
    const QString note = effect.value(QLatin1String("note")).toString();
    return note.isEmpty() ? text : tr("%1 (%2)").arg(text, note);
}

bool isEffectList(const FieldSchema* field)
{
    return field && field->fields.contains(QStringLiteral("key")) && field->fields.contains(QStringLiteral("value"));
}

QString valueHtml(const Lookup& names, const QString& name, const FieldSchema* field, const QJsonValue& value)
{
    if (value.isArray() && field && !field->fields.isEmpty()) {
        QString html = QStringLiteral("<ul style='margin:0'>");
        for (const QJsonValue& item : value.toArray()) {
            const QJsonObject o = item.toObject();
            if (isEffectList(field)) {
                html += QStringLiteral("<li>%1</li>").arg(esc(effectText(o)));
                continue;
            }
            QStringList parts;
            for (auto it = field->fields.begin(); it != field->fields.end(); ++it) {
                if (o.contains(it.key()))
                    parts.append(tr("%1: %2").arg(esc(it->label), esc(FieldFormat::value(&*it, o.value(it.key())))));
            }
            html += QStringLiteral("<li>%1</li>").arg(parts.join(QStringLiteral(", ")));
        }
        return html + QStringLiteral("</ul>");
    }
    if (value.isObject() && field && field->type == QLatin1String("object") && !field->fields.isEmpty()) {
        QStringList parts;
        const QJsonObject o = value.toObject();
        for (auto it = field->fields.begin(); it != field->fields.end(); ++it) {
            if (o.contains(it.key()))
                parts.append(tr("%1: %2").arg(it->label, FieldFormat::value(&*it, o.value(it.key()))));
        }
        return esc(parts.join(QStringLiteral(", ")));
    }
    if (field && !field->ref.isEmpty())
        return esc(refNames(names, field->ref, value));
    if (name == QLatin1String("creationSpell") && value.isString())
        return esc(creationSpellName(names, value.toString()));
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

QString sourceHtml(const Lookup& names, const RuleEntry& entry)
{
    const SourceRef source = entry.source(names.package.seed());
    const QString words = sourceText(source, bookTitle(source.file, names.package, names.rules));
    return QStringLiteral("<p><b>%1</b> <span title='%2'>%3</span></p>")
        .arg(tr("Source:"), esc(source.toString()), esc(words));
}

// A column's label in a table entry ("dx" → "DX").
QString columnLabel(const QJsonObject& data, const QString& key)
{
    for (const QJsonValue& c : data.value(QLatin1String("columns")).toArray()) {
        if (c.toObject().value(QLatin1String("key")).toString() == key)
            return c.toObject().value(QLatin1String("label")).toString(key);
    }
    return key;
}

} // namespace

QString effectName(const QString& key)
{
    return EntryLines::effectName(key);
}

QString fieldPath(const KindSchema* kind, const QJsonObject& data, const QString& path)
{
    const QStringList segments = path.split(QLatin1Char('.'));
    const QMap<QString, FieldSchema>* fields = kind ? &kind->fields : nullptr;
    QJsonValue at = data;
    QStringList out;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString& seg = segments.at(i);
        bool number = false;
        const int index = seg.toInt(&number);
        if (number) {
            at = at.toArray().at(index);
            const QJsonObject o = at.toObject();
            // An effect names itself: its key in words, for the value below it.
            if (o.contains(QLatin1String("key")) && i + 1 < segments.size() && segments.at(i + 1) == QLatin1String("value")) {
                out.append(effectName(o.value(QLatin1String("key")).toString()));
                return out.join(QStringLiteral(" \u203a "));
            }
            if (segments.first() == QLatin1String("rows") && i == 1)
                out.last() = tr("Row %1").arg(index + 1);
            else if (!out.isEmpty())
                out.last() = tr("%1 %2").arg(out.last()).arg(index + 1);
            continue;
        }
        if (segments.first() == QLatin1String("rows") && i == 2) {
            out.append(columnLabel(data, seg));
            at = at.toObject().value(seg);
            continue;
        }
        const auto found = fields ? fields->constFind(seg) : QMap<QString, FieldSchema>::const_iterator();
        const FieldSchema* field = fields && found != fields->constEnd() ? &*found : nullptr;
        out.append(field ? field->label : effectName(seg));
        fields = field ? &field->fields : nullptr;
        at = at.toObject().value(seg);
    }
    return out.join(QStringLiteral(" \u203a "));
}

QString sourceText(const SourceRef& source, const QString& bookTitle)
{
    if (source.line == 0)
        return source.toString();
    QString text = source.endLine > source.line ? tr("%1, lines %2–%3").arg(bookTitle).arg(source.line).arg(source.endLine)
                                                : tr("%1, line %2").arg(bookTitle).arg(source.line);
    if (!source.section.isEmpty())
        text = tr("%1 (%2)").arg(text, source.section);
    return text;
}

QString bookTitle(const QString& file, const RulesetPackage& package, const Ruleset* names)
{
    if (package.seed() == file && !package.title().isEmpty())
        return package.title();
    if (names) {
        for (const RulesetPackage* p : names->layers()) {
            if (p && p->seed() == file && !p->title().isEmpty())
                return p->title();
        }
    }
    return file;
}

QString html(const RulesetPackage& package, const RuleEntry& entry, const Ruleset* names)
{
    const Lookup lookup{package, names};
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
                        .arg(esc(it->label), valueHtml(lookup, it.key(), &*it, entry.data.value(it.key())));
        }
    }
    html += QStringLiteral("</table>");
    if (entry.kind == QLatin1String("table"))
        html += tableHtml(entry.data);
    if (!entry.notes().isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Notes:"), esc(entry.notes()));
    return html + sourceHtml(lookup, entry);
}

QString html(const Ruleset& rules, const LocatedEntry& located)
{
    if (!rules.isHouseRule(located))
        return html(*located.package, *located.entry, &rules);
    const LocatedEntry book = rules.bookEntry(located.entry->kind, located.entry->id());
    QString banner = QStringLiteral("<div style='background:#fff1d6; padding:6px'><b>%1</b>").arg(
        book.entry ? tr("House rule: this campaign changes the book.") : tr("House rule: added for this campaign."));
    if (book.entry) {
        banner += QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='left'>%2</th><th align='left'>%3</th></tr>")
                      .arg(tr("Field"), tr("Book"), tr("This campaign"));
        const KindSchema* kind = rules.kind(located.entry->kind);
        for (const JsonPath::Leaf& leaf : JsonPath::leaves(located.entry->data, {QStringLiteral("source")})) {
            const QJsonValue was = JsonPath::get(book.entry->data, leaf.path);
            if (was != leaf.value)
                banner += QStringLiteral("<tr><td title='%1'>%2</td><td>%3</td><td><b>%4</b></td></tr>")
                              .arg(esc(leaf.path), esc(fieldPath(kind, located.entry->data, leaf.path)),
                                   esc(FieldFormat::value(nullptr, was)), esc(FieldFormat::value(nullptr, leaf.value)));
        }
        banner += QStringLiteral("</table>");
    }
    banner += QStringLiteral("</div>");
    const RulesetPackage& shownAs = book.package ? *book.package : *located.package;
    return banner + html(shownAs, *located.entry, &rules);
}

} // namespace hk::EntryDetails
