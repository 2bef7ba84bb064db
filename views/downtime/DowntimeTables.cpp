#include "downtime/DowntimeTables.h"

#include <QHeaderView>
#include <QTableWidget>

namespace hk::DowntimeTables {

QTableWidget* make(const QStringList& headers, const QString& objectName, QWidget* parent)
{
    auto* table = new QTableWidget(0, int(headers.size()), parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTableWidgetItem* cell(const QString& text)
{
    return new QTableWidgetItem(text);
}

} // namespace hk::DowntimeTables
