#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace hk {

// Reading and writing single keys of an activity's data, for the kinds' data structs (WorkshopProjectData,
// BatchData, …), so that each keeps the file as the code before it did.
namespace ActivityFields {

inline QJsonValue json(int v) { return v; }
inline QJsonValue json(qint64 v) { return v; }
inline QJsonValue json(bool v) { return v; }
inline QJsonValue json(const QString& v) { return v; }
inline QJsonValue json(const QJsonArray& v) { return v; }
inline QJsonValue json(const QJsonObject& v) { return v; }
QJsonValue json(const QList<qint64>& ids);

// A list of ids ([3, 5]) as json() writes it.
QList<qint64> ids(const QJsonValue& value);
// An id as the code has always read it (a number; 0 when missing).
qint64 id(const QJsonObject& o, const char* key);
// The value of `key` when the data has it.
std::optional<int> optionalInt(const QJsonObject& o, const char* key);

// Puts a struct's fields into a data object. A field is written only when it differs from what the object held
// (`was`, read from it just before), so keys the code did not change stay exactly as they were, whatever an
// older file or another kind left there. An empty object (a new activity) gets every key its kind always
// carries (put) and the others only when they hold something (putIfSet, putOptional, putFlag).
class DataWriter
{
public:
    explicit DataWriter(QJsonObject& data) : m_data(data), m_new(data.isEmpty()) {}

    template <typename T>
    void put(const char* key, const T& now, const T& was)
    {
        if (m_new || now != was)
            m_data.insert(QLatin1String(key), json(now));
    }
    template <typename T>
    void putIfSet(const char* key, const T& now, const T& was)
    {
        if (now != was)
            m_data.insert(QLatin1String(key), json(now));
    }
    // A key whose presence means something: written while the field holds a value, removed when it holds none.
    template <typename T>
    void putOptional(const char* key, const std::optional<T>& now, const std::optional<T>& was)
    {
        if (now == was)
            return;
        if (now)
            m_data.insert(QLatin1String(key), json(*now));
        else
            m_data.remove(QLatin1String(key));
    }
    // A flag kept only while it is true (mustReveal, materialsUnpaid).
    void putFlag(const char* key, bool now, bool was)
    {
        if (now == was)
            return;
        if (now)
            m_data.insert(QLatin1String(key), true);
        else
            m_data.remove(QLatin1String(key));
    }
    bool isNew() const { return m_new; }

private:
    QJsonObject& m_data;
    bool m_new;
};

} // namespace ActivityFields
} // namespace hk
