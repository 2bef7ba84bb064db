#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// Where a book states something: seed file and lines, so a GM can check it.
struct SourceRef
{
    QString file;
    int line = 0;
    int endLine = 0;
    QString section;

    static SourceRef fromJson(const QJsonObject& source, const QString& defaultFile);
    QString toString() const; // "000_….txt l.612–614 (Spell table)"
};

// One entry of a ruleset (a spell, a race, a table …). The fields stay JSON so that every field can be
// shown, exported and overridden by a house rule without a class per kind; typed accessors read them.
struct RuleEntry
{
    QString packageId;
    QString kind;
    QJsonObject data;

    QString id() const { return data.value(QLatin1String("id")).toString(); }
    QString name() const { return data.value(QLatin1String("name")).toString(); }
    QString summary() const { return data.value(QLatin1String("summary")).toString(); }
    QString notes() const { return data.value(QLatin1String("notes")).toString(); }
    SourceRef source(const QString& defaultFile) const
    {
        return SourceRef::fromJson(data.value(QLatin1String("source")).toObject(), defaultFile);
    }
    int intField(const QString& key, int fallback = 0) const { return data.value(key).toInt(fallback); }
    QString stringField(const QString& key) const { return data.value(key).toString(); }
};

} // namespace hk
