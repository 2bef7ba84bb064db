#pragma once

#include "characters/Character.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;

namespace hk {

// The player's name and the characters his link shows, for a new link or to change an existing link's
// characters. Why a dialog that only collects: PlayerLinks checks the choice and refuses with its own words,
// which the share dialog shows back here. For a new link the checks follow the typed name (the characters
// whose player it is) until the GM ticks one by hand.
class PlayerLinkDialog : public QDialog
{
    Q_OBJECT
public:
    // `characters`: the characters offered, in the order shown.
    explicit PlayerLinkDialog(const QList<Character>& characters, QWidget* parent = nullptr);

    QString name() const;
    // As if typed: the checks follow it while the GM has not ticked any by hand.
    void setName(const QString& name);
    // Changing an existing link: the name is shown, not edited, and the checks are these.
    void fixName(const QString& name, const QList<qint64>& characterIds);
    QList<qint64> characterIds() const;
    void setCharacterChecked(qint64 id, bool checked);
    void setMessage(const QString& text);

private:
    void followName();
    void setChecks(const QList<qint64>& ids);

    QLineEdit* m_name = nullptr;
    QListWidget* m_characters = nullptr;
    QLabel* m_message = nullptr;
    QList<Character> m_offered;
    bool m_ticked = false;  // the GM chose by hand: the name no longer moves the checks
    bool m_setting = false; // the checks are being set by the dialog, not by the GM
};

} // namespace hk
