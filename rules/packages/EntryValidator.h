#pragma once

#include "packages/KindSchema.h"

#include <QJsonValue>
#include <QStringList>

namespace hk {

// Checks one entry against its kind schema and the fields every entry has (id, name, source, summary,
// notes, printedAs). Reports every problem with the field path, so a broken package names exactly what
// is wrong. References to other entries are checked later by the loader, once all ids are known.
class EntryValidator
{
public:
    // Appends messages ("field 'cost.st': expected int, got string") to errors; returns true when clean.
    // sourceRequired=false for entries a GM adds as house rules (they come from no book).
    static bool validateEntry(const KindSchema& kind, const QJsonObject& entry, QStringList* errors,
                              bool sourceRequired = true);

    // Validates one value against a field schema (used for nested fields and by house-rule overrides).
    static void validateValue(const QString& path, const FieldSchema& field, const QJsonValue& value,
                              QStringList* errors);

    static bool isSlug(const QString& id);

    // The bounds of a number field whose schema gives none (the largest book value is 720,000).
    static constexpr double DefaultNumberLimit = 100'000'000;

    // A house rule's new value for a field the book gives: of the same kind (a number stays a number, text
    // stays text), and a number the book gives as positive (or as zero or more) stays so. Fields typed "any"
    // (parameters) have no other check, so this is what keeps "many" or 0 days in a month out.
    static bool keepsTheBooksKind(const QString& path, const QJsonValue& book, const QJsonValue& value, QString* error);
};

} // namespace hk
