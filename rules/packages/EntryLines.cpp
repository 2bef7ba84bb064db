#include "packages/EntryLines.h"

#include "packages/FieldFormat.h"
#include "packages/RulesetPackage.h"

#include <QJsonArray>

namespace hk::EntryLines {

namespace {

bool isEffectList(const FieldSchema& field)
{
    return field.fields.contains(QStringLiteral("key")) && field.fields.contains(QStringLiteral("value"));
}

// An effect list in words: "Skilled check dice: 3; Unskilled check dice: 4".
QString effectsText(const QJsonArray& effects)
{
    QStringList parts;
    for (const QJsonValue& v : effects) {
        const QJsonObject effect = v.toObject();
        const QJsonValue value = effect.value(QLatin1String("value"));
        QString part = QStringLiteral("%1: %2").arg(effectName(effect.value(QLatin1String("key")).toString()),
                                                   value.isString() ? value.toString() : FieldFormat::value(nullptr, value));
        const QString note = effect.value(QLatin1String("note")).toString();
        parts.append(note.isEmpty() ? part : QStringLiteral("%1 (%2)").arg(part, note));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString effectName(const QString& key)
{
    static const QStringList shouted{QStringLiteral("dx"), QStringLiteral("st"), QStringLiteral("iq"), QStringLiteral("ma"),
                                     QStringLiteral("hth"), QStringLiteral("xp")};
    QStringList words;
    for (const QString& part : key.split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
        QString word;
        for (const QChar c : part) {
            if ((c.isUpper() || c == QLatin1Char('-') || c == QLatin1Char('_')) && !word.isEmpty()) {
                words.append(word.toLower());
                word.clear();
            }
            if (c != QLatin1Char('-') && c != QLatin1Char('_'))
                word.append(c);
        }
        if (!word.isEmpty())
            words.append(word.toLower());
    }
    for (QString& w : words) {
        if (shouted.contains(w))
            w = w.toUpper();
    }
    QString text = words.join(QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QList<EntryLine> fields(const LocatedEntry& located)
{
    QList<EntryLine> lines;
    if (!located.entry || !located.package)
        return lines;
    const RuleEntry& e = *located.entry;
    if (const KindSchema* kind = located.package->kind(e.kind)) {
        for (auto it = kind->fields.begin(); it != kind->fields.end(); ++it) {
            if (!e.data.contains(it.key()))
                continue;
            const QJsonValue value = e.data.value(it.key());
            lines.append({it->label, value.isArray() && isEffectList(*it) ? effectsText(value.toArray()) : FieldFormat::value(&*it, value)});
        }
    }
    if (e.kind == QLatin1String("table")) {
        for (const QJsonValue& row : e.data.value(QLatin1String("rows")).toArray())
            lines.append({QString(), FieldFormat::value(nullptr, row)});
    }
    return lines;
}

QString kindLabel(const LocatedEntry& located)
{
    if (!located.entry)
        return {};
    const KindSchema* kind = located.package ? located.package->kind(located.entry->kind) : nullptr;
    return kind ? kind->label : located.entry->kind;
}

} // namespace hk::EntryLines
