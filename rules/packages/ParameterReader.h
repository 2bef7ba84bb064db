#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace hk {

class Ruleset;

// Reads a ruleset's parameters strictly: every number a rule needs must be in the data, and each one that is
// not is remembered by name. Why: the parameter structs (CombatParameters, ItemCreationParameters, …) are
// loaded once through it and refuse with one message naming everything missing, so no rule plays on with a
// number invented in C++.
class ParameterReader
{
public:
    explicit ParameterReader(const Ruleset& rules) : m_rules(rules) {}

    QJsonValue value(const QString& id);
    // A whole number, or a whole-number field of an object parameter.
    int integer(const QString& id);
    int field(const QString& id, const QString& key);
    QJsonArray array(const QString& id);
    // The rows of table `id`, or nothing (and remembered as missing) when there is no such table.
    QJsonArray rows(const QString& table);
    void addMissing(const QString& what)
    {
        if (!m_missing.contains(what))
            m_missing.append(what);
    }

    bool complete() const { return m_missing.isEmpty(); }
    const QStringList& missing() const { return m_missing; }
    // "<what>: parameter a, table b" — for the load's error message.
    QString problem(const QString& what) const;

protected:
    const Ruleset& rules() const { return m_rules; }

private:
    const Ruleset& m_rules;
    QStringList m_missing;
};

} // namespace hk
