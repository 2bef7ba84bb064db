#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace hk {

// Dot paths into entry JSON ("cost.st", "attacks.0.damage", "rows.3.dx"): read one value, write one value,
// and list every leaf. House rules address the numbers they change this way, so any number of any entry
// can be overridden without a schema per kind.
namespace JsonPath {

QJsonValue get(const QJsonValue& root, const QString& path);
// Sets the value at path (the path must already exist, except its last object key). Returns false when
// the path does not lead anywhere.
bool set(QJsonObject& root, const QString& path, const QJsonValue& value);

struct Leaf
{
    QString path;
    QJsonValue value;
};
// Every scalar (number, string, bool, null) under root, depth first, in key order; skipping `skip` keys at
// the top level (e.g. id, source).
QList<Leaf> leaves(const QJsonObject& root, const QStringList& skipTopLevel = {});

} // namespace JsonPath
} // namespace hk
