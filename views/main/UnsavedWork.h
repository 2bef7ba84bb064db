#pragma once

#include <QStringList>

class QWidget;

namespace hk {

// The one question asked before unsaved form edits would be lost (quit, close, another campaign, another
// character): save them, discard them, or stay. Shared so every guard asks it the same way.
namespace UnsavedWork {

enum class Answer { Save, Discard, Cancel };

// `works` names each unsaved form ("the changes to Brand"); `leaving` says what the GM is about to do.
Answer ask(QWidget* parent, const QStringList& works, const QString& leaving);

} // namespace UnsavedWork
} // namespace hk
