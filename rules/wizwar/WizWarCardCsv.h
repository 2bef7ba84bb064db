#pragma once

#include "wizwar/WizWarCards.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace hk {
class Ruleset;
}

namespace hk::wizwar {

// A card list as a spreadsheet: one card a row under a header of column names (name, school, type, copies,
// effects, …). Why: the players keep or share their deck in a file, and a spreadsheet is how most of them type
// a long list. Reading checks every cell against the rules (a school, a type, a number in bounds) and names
// the row and column of the first bad one, so an import can refuse the whole file before anything changes.
namespace CardCsv {

constexpr int MaxRows = 1000;
constexpr int MaxBytes = 1024 * 1024;
constexpr int MaxEffectsLength = 1000;

// One row as read: the row's number as a spreadsheet counts it (the header is row 1) and its cells by column.
struct Row
{
    int number = 0;
    QString name;
    QHash<QString, QString> cells;
};

QStringList columns();
QString write(const QList<CardDef>& cards);
// The rows of a file; nullopt with *error naming the row or column when the file is not a card list.
std::optional<QList<Row>> read(const QString& text, QString* error);
// Sets the fields the row gives on *card (the others stay); false with *error naming the row and column.
bool apply(const Row& row, const Ruleset& rules, CardDef* card, QString* error);

} // namespace CardCsv

} // namespace hk::wizwar
