#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// The declared shape of one field of a ruleset entry (see docs/ruleset-format.md).
struct FieldSchema
{
    QString type;        // base type without '?': int, number, string, bool, array, object, any, dice,
                         // enum, cost, upkeep, duration, source, list<T>
    bool nullable = false;
    bool required = false;
    std::optional<double> min;
    std::optional<double> max;
    QStringList values;  // enum
    QString label;
    QString ref;         // kind whose ids the value must name
    QMap<QString, FieldSchema> fields; // nested object / list<object> element fields

    bool isList() const { return type.startsWith(QLatin1String("list<")); }
    QString elementType() const { return type.mid(5, type.size() - 6); }
};

// The declared shape of one kind of entry (spell, race, potion …) and how the library shows it.
struct KindSchema
{
    QString name;
    QString label;
    QString plural;
    QString category;
    QStringList columns;
    QString level;
    QMap<QString, FieldSchema> fields;

    // Parses a kind schema object; returns false with a message naming the bad field.
    static bool parse(const QString& name, const QJsonObject& json, KindSchema* out, QString* error);
    static bool parseField(const QString& name, const QJsonObject& json, FieldSchema* out, QString* error);
};

} // namespace hk
