#include "packages/EntryValidator.h"
#include "i18n/Translate.h"

#include "dice/DiceExpression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::EntryValidator", text);
}

QString describe(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("bool");
    case QJsonValue::Double: return QStringLiteral("number %1").arg(v.toDouble());
    case QJsonValue::String: return QStringLiteral("string \"%1\"").arg(v.toString().left(40));
    case QJsonValue::Array: return QStringLiteral("array");
    case QJsonValue::Object: return QStringLiteral("object");
    default: return QStringLiteral("nothing");
    }
}

void expect(const QString& path, const QString& what, const QJsonValue& v, QStringList* errors)
{
    errors->append(tr("field '%1': expected %2, got %3").arg(path, what, describe(v)));
}

bool isInt(const QJsonValue& v)
{
    return v.isDouble() && std::floor(v.toDouble()) == v.toDouble();
}

void allowOnly(const QString& path, const QJsonObject& o, const QSet<QString>& allowed, QStringList* errors)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!allowed.contains(it.key()))
            errors->append(tr("field '%1': unknown key '%2'").arg(path, it.key()));
    }
}

void requireInt(const QString& path, const QJsonObject& o, const char* key, QStringList* errors, bool nullable = false)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (nullable && v.isNull() && o.contains(QLatin1String(key)))
        return;
    if (!isInt(v))
        expect(path + QLatin1Char('.') + QLatin1String(key), QStringLiteral("int"), v, errors);
}

const QStringList timeUnits = {QStringLiteral("turn"), QStringLiteral("minute"), QStringLiteral("hour"),
                               QStringLiteral("day"), QStringLiteral("week"), QStringLiteral("month"),
                               QStringLiteral("year")};

void validateCost(const QString& path, const QJsonObject& o, QStringList* errors)
{
    static const QSet<QString> allowed = {QStringLiteral("kind"),  QStringLiteral("st"),     QStringLiteral("base"),
                                          QStringLiteral("unit"),  QStringLiteral("damagePerSt"),
                                          QStringLiteral("effectPerSt"), QStringLiteral("min"), QStringLiteral("max"),
                                          QStringLiteral("maxSt"), QStringLiteral("rule"),   QStringLiteral("alternatives"),
                                          QStringLiteral("note")};
    allowOnly(path, o, allowed, errors);
    const QString kind = o.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("fixed")) {
        requireInt(path, o, "st", errors, true);
    } else if (kind == QLatin1String("perSt")) {
        if (!o.contains(QLatin1String("damagePerSt")) && !o.contains(QLatin1String("effectPerSt")))
            errors->append(tr("field '%1': a perSt cost needs damagePerSt or effectPerSt").arg(path));
        if (o.contains(QLatin1String("damagePerSt"))) {
            DiceExpression e;
            QString err;
            if (!DiceExpression::parse(o.value(QLatin1String("damagePerSt")).toString(), &e, &err))
                errors->append(tr("field '%1.damagePerSt': %2").arg(path, err));
        }
    } else if (kind == QLatin1String("perUnit")) {
        requireInt(path, o, "st", errors);
        if (!o.value(QLatin1String("unit")).isString())
            expect(path + QStringLiteral(".unit"), QStringLiteral("string"), o.value(QLatin1String("unit")), errors);
    } else if (kind == QLatin1String("variable")) {
        if (!o.value(QLatin1String("rule")).isString())
            expect(path + QStringLiteral(".rule"), QStringLiteral("string"), o.value(QLatin1String("rule")), errors);
    } else if (kind != QLatin1String("none")) {
        errors->append(tr("field '%1.kind': '%2' is not fixed, perSt, perUnit, variable or none").arg(path, kind));
    }
    for (const char* key : {"base", "maxSt", "min", "max"}) {
        if (o.contains(QLatin1String(key)))
            requireInt(path, o, key, errors);
    }
    const QJsonArray alternatives = o.value(QLatin1String("alternatives")).toArray();
    for (int i = 0; i < alternatives.size(); ++i) {
        const QJsonObject alt = alternatives.at(i).toObject();
        const QString altPath = QStringLiteral("%1.alternatives.%2").arg(path).arg(i);
        allowOnly(altPath, alt, {QStringLiteral("st"), QStringLiteral("when")}, errors);
        requireInt(altPath, alt, "st", errors);
        if (!alt.value(QLatin1String("when")).isString())
            expect(altPath + QStringLiteral(".when"), QStringLiteral("string"), alt.value(QLatin1String("when")), errors);
    }
}

void validateUpkeep(const QString& path, const QJsonObject& o, QStringList* errors)
{
    allowOnly(path, o, {QStringLiteral("st"), QStringLiteral("per"), QStringLiteral("note")}, errors);
    requireInt(path, o, "st", errors, true);
    if (!timeUnits.contains(o.value(QLatin1String("per")).toString()))
        errors->append(tr("field '%1.per': expected one of %2").arg(path, timeUnits.join(QStringLiteral(", "))));
}

void validateDuration(const QString& path, const QJsonObject& o, QStringList* errors)
{
    allowOnly(path, o, {QStringLiteral("kind"), QStringLiteral("turns"), QStringLiteral("dice"),
                        QStringLiteral("unit"), QStringLiteral("amount"), QStringLiteral("rule"),
                        QStringLiteral("note")}, errors);
    const QString kind = o.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("turns")) {
        requireInt(path, o, "turns", errors);
    } else if (kind == QLatin1String("dice")) {
        DiceExpression e;
        QString err;
        if (!DiceExpression::parse(o.value(QLatin1String("dice")).toString(), &e, &err))
            errors->append(tr("field '%1.dice': %2").arg(path, err));
        if (!timeUnits.contains(o.value(QLatin1String("unit")).toString()))
            errors->append(tr("field '%1.unit': expected a time unit").arg(path));
    } else if (kind == QLatin1String("fixedTime")) {
        requireInt(path, o, "amount", errors);
        if (!timeUnits.contains(o.value(QLatin1String("unit")).toString()))
            errors->append(tr("field '%1.unit': expected a time unit").arg(path));
    } else if (kind == QLatin1String("variable")) {
        if (!o.value(QLatin1String("rule")).isString())
            expect(path + QStringLiteral(".rule"), QStringLiteral("string"), o.value(QLatin1String("rule")), errors);
    } else if (kind != QLatin1String("instant") && kind != QLatin1String("continuing")
               && kind != QLatin1String("permanent")) {
        errors->append(tr("field '%1.kind': '%2' is not a duration kind").arg(path, kind));
    }
}

void validateSource(const QString& path, const QJsonObject& o, QStringList* errors)
{
    allowOnly(path, o, {QStringLiteral("file"), QStringLiteral("line"), QStringLiteral("endLine"),
                        QStringLiteral("section")}, errors);
    const QJsonValue line = o.value(QLatin1String("line"));
    if (!isInt(line) || line.toInt() < 1)
        expect(path + QStringLiteral(".line"), QStringLiteral("a line number ≥ 1"), line, errors);
    if (o.contains(QLatin1String("endLine"))) {
        const QJsonValue end = o.value(QLatin1String("endLine"));
        if (!isInt(end) || end.toInt() < line.toInt())
            expect(path + QStringLiteral(".endLine"), QStringLiteral("a line number ≥ line"), end, errors);
    }
}

} // namespace

bool EntryValidator::isSlug(const QString& id)
{
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return slug.match(id).hasMatch();
}

void EntryValidator::validateValue(const QString& path, const FieldSchema& field, const QJsonValue& value,
                                   QStringList* errors)
{
    if (value.isNull() || value.isUndefined()) {
        if (!field.nullable)
            expect(path, field.type, value, errors);
        return;
    }
    QString type = field.type;
    if (field.isList()) {
        if (!value.isArray()) {
            expect(path, field.type, value, errors);
            return;
        }
        FieldSchema element = field;
        element.type = field.elementType();
        element.nullable = element.type.endsWith(QLatin1Char('?'));
        if (element.nullable)
            element.type.chop(1);
        const QJsonArray items = value.toArray();
        for (int i = 0; i < items.size(); ++i)
            validateValue(QStringLiteral("%1.%2").arg(path).arg(i), element, items.at(i), errors);
        return;
    }
    if (type == QLatin1String("any"))
        return;
    if (type == QLatin1String("int") || type == QLatin1String("number")) {
        if (type == QLatin1String("int") ? !isInt(value) : !value.isDouble()) {
            expect(path, type, value, errors);
            return;
        }
        // A field without bounds of its own still stays far from an int's limits (no book comes near them).
        const double d = value.toDouble();
        const double min = field.min.value_or(-DefaultNumberLimit);
        const double max = field.max.value_or(DefaultNumberLimit);
        if (d < min || d > max)
            errors->append(tr("field '%1': %2 is outside %3..%4").arg(path).arg(d, 0, 'g', 12).arg(min, 0, 'g', 12).arg(max, 0, 'g', 12));
    } else if (type == QLatin1String("string")) {
        if (!value.isString())
            expect(path, type, value, errors);
    } else if (type == QLatin1String("bool")) {
        if (!value.isBool())
            expect(path, type, value, errors);
    } else if (type == QLatin1String("array")) {
        if (!value.isArray())
            expect(path, type, value, errors);
    } else if (type == QLatin1String("enum")) {
        if (!value.isString() || !field.values.contains(value.toString()))
            errors->append(tr("field '%1': %2 is not one of %3")
                               .arg(path, describe(value), field.values.join(QStringLiteral(", "))));
    } else if (type == QLatin1String("dice")) {
        DiceExpression e;
        QString err;
        if (!value.isString() || !DiceExpression::parse(value.toString(), &e, &err))
            errors->append(tr("field '%1': %2 is not a dice expression").arg(path, describe(value)));
    } else if (!value.isObject()) {
        expect(path, type, value, errors);
    } else if (type == QLatin1String("cost")) {
        validateCost(path, value.toObject(), errors);
    } else if (type == QLatin1String("upkeep")) {
        validateUpkeep(path, value.toObject(), errors);
    } else if (type == QLatin1String("duration")) {
        validateDuration(path, value.toObject(), errors);
    } else if (type == QLatin1String("source")) {
        validateSource(path, value.toObject(), errors);
    } else if (type == QLatin1String("object") && !field.fields.isEmpty()) {
        const QJsonObject o = value.toObject();
        for (auto it = field.fields.begin(); it != field.fields.end(); ++it) {
            if (it->required && !o.contains(it.key()))
                errors->append(tr("field '%1.%2': required but missing").arg(path, it.key()));
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            const auto f = field.fields.constFind(it.key());
            if (f == field.fields.constEnd())
                errors->append(tr("field '%1': unknown key '%2'").arg(path, it.key()));
            else
                validateValue(path + QLatin1Char('.') + it.key(), *f, it.value(), errors);
        }
    }
}

bool EntryValidator::keepsTheBooksKind(const QString& path, const QJsonValue& book, const QJsonValue& value, QString* error)
{
    if (book.isUndefined() || book.isNull())
        return true;
    if (book.type() != value.type()) {
        *error = tr("field '%1': the book gives %2, so a house rule must too, not %3").arg(path, describe(book), describe(value));
        return false;
    }
    if (book.isDouble()) {
        const double b = book.toDouble();
        const double v = value.toDouble();
        if ((b > 0 && v <= 0) || (b >= 0 && v < 0)) {
            *error = tr("field '%1': the book's value is %2, so it must stay %3, not %4")
                         .arg(path)
                         .arg(b)
                         .arg(b > 0 ? tr("above 0") : tr("0 or more"))
                         .arg(v);
            return false;
        }
        if (std::abs(v) > DefaultNumberLimit) {
            *error = tr("field '%1': %2 is beyond the limit of %3").arg(path).arg(v, 0, 'g', 12).arg(DefaultNumberLimit, 0, 'g', 12);
            return false;
        }
    }
    return true;
}

bool EntryValidator::validateEntry(const KindSchema& kind, const QJsonObject& entry, QStringList* errors,
                                   bool sourceRequired)
{
    const qsizetype before = errors->size();
    const QString id = entry.value(QLatin1String("id")).toString();
    if (!isSlug(id))
        errors->append(tr("field 'id': %1 is not a slug like 'summon-wolf'").arg(describe(entry.value(QLatin1String("id")))));
    if (entry.value(QLatin1String("name")).toString().trimmed().isEmpty())
        errors->append(tr("field 'name': required text"));
    if (!entry.value(QLatin1String("summary")).isString())
        expect(QStringLiteral("summary"), QStringLiteral("text in our own words"), entry.value(QLatin1String("summary")), errors);
    for (const char* key : {"notes", "printedAs"}) {
        if (entry.contains(QLatin1String(key)) && !entry.value(QLatin1String(key)).isString())
            expect(QLatin1String(key), QStringLiteral("string"), entry.value(QLatin1String(key)), errors);
    }
    if (!sourceRequired && !entry.contains(QLatin1String("source"))) {
        // a house-rule entry: no book line
    } else if (!entry.value(QLatin1String("source")).isObject())
        expect(QStringLiteral("source"), QStringLiteral("source object"), entry.value(QLatin1String("source")), errors);
    else
        validateSource(QStringLiteral("source"), entry.value(QLatin1String("source")).toObject(), errors);

    static const QSet<QString> common = {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("summary"),
                                         QStringLiteral("notes"), QStringLiteral("source"), QStringLiteral("printedAs")};
    for (auto it = kind.fields.begin(); it != kind.fields.end(); ++it) {
        if (it->required && !entry.contains(it.key()))
            errors->append(tr("field '%1': required but missing").arg(it.key()));
    }
    for (auto it = entry.begin(); it != entry.end(); ++it) {
        if (common.contains(it.key()))
            continue;
        const auto f = kind.fields.constFind(it.key());
        if (f == kind.fields.constEnd())
            errors->append(tr("field '%1': not a field of kind '%2'").arg(it.key(), kind.name));
        else
            validateValue(it.key(), *f, it.value(), errors);
    }
    if (kind.name == QLatin1String("table")) {
        // Rows follow the table's own column declarations.
        QMap<QString, FieldSchema> columns;
        for (const QJsonValue& c : entry.value(QLatin1String("columns")).toArray()) {
            const QJsonObject col = c.toObject();
            FieldSchema f;
            QString type = col.value(QLatin1String("type")).toString();
            f.nullable = type.endsWith(QLatin1Char('?'));
            if (f.nullable)
                type.chop(1);
            f.type = type;
            columns.insert(col.value(QLatin1String("key")).toString(), f);
        }
        const QJsonArray rows = entry.value(QLatin1String("rows")).toArray();
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows.at(i).toObject();
            for (auto it = row.begin(); it != row.end(); ++it) {
                const QString path = QStringLiteral("rows.%1.%2").arg(i).arg(it.key());
                if (it.key() == QLatin1String("line")) {
                    if (!isInt(it.value()))
                        expect(path, QStringLiteral("int"), it.value(), errors);
                } else if (it.key() == QLatin1String("notes")) {
                    if (!it.value().isString())
                        expect(path, QStringLiteral("string"), it.value(), errors);
                } else if (!columns.contains(it.key())) {
                    errors->append(tr("field '%1': not a column of this table").arg(path));
                } else {
                    validateValue(path, columns.value(it.key()), it.value(), errors);
                }
            }
        }
    }
    return errors->size() == before;
}

} // namespace hk
