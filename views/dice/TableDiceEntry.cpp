#include "dice/TableDiceEntry.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QPointer>

namespace hk::TableDiceEntry {

TableDiceRoller::Answerer answerer(QWidget* parent)
{
    QPointer<QWidget> guard(parent);
    return [guard](const DiceRequest& request) -> std::optional<QString> {
        bool ok = false;
        const QString text = QInputDialog::getText(
            guard, QCoreApplication::translate("hk::TableDiceEntry", "Table dice"),
            QCoreApplication::translate("hk::TableDiceEntry", "Roll %1d%2 for %3.\nType the faces (e.g. 3 5 6) or the total:")
                .arg(request.count)
                .arg(request.sides)
                .arg(request.purpose.isEmpty() ? QCoreApplication::translate("hk::TableDiceEntry", "this roll") : request.purpose),
            QLineEdit::Normal, QString(), &ok);
        if (!ok)
            return std::nullopt;
        return text;
    };
}

} // namespace hk::TableDiceEntry
