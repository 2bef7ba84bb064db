#pragma once

#include "dice/TableDiceRoller.h"

class QWidget;

namespace hk {

// The view's answer to the model's "table dice" request: a small dialog asking the GM what the physical
// dice showed (faces or total).
namespace TableDiceEntry {

TableDiceRoller::Answerer answerer(QWidget* parent);

} // namespace TableDiceEntry
} // namespace hk
