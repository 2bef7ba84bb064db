#pragma once

#include <QString>
#include <QStringList>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

namespace hk::DowntimeTables {

// The read-only, one-row-at-a-time tables the downtime panels list their work in, all alike.
QTableWidget* make(const QStringList& headers, const QString& objectName, QWidget* parent);
QTableWidgetItem* cell(const QString& text);

} // namespace hk::DowntimeTables
