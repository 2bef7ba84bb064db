#pragma once

#include "characters/Character.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace hk {

class Campaign;
class CharacterEditor;

// A player's new character opened in the character builder before the GM accepts him: the builder checks
// every change against the campaign's rules as usual, and "Accept as edited" accepts the request with the
// GM's version (PlayerRequests::acceptEdited, one undoable step). Nothing is written until then; closing
// the dialog leaves the request waiting as the player sent it.
class NewCharacterReview : public QDialog
{
    Q_OBJECT
public:
    NewCharacterReview(Campaign& campaign, qint64 requestId, const Character& asked, const QString& player,
                       QWidget* parent = nullptr);

    CharacterEditor* editor() const { return m_editor; }
    // Accepts the request with the character as edited; false (said in the dialog) when refused.
    bool acceptEdited();
    QString message() const;

private:
    void updateButton();

    Campaign& m_campaign;
    qint64 m_requestId = 0;
    CharacterEditor* m_editor = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_accept = nullptr;
};

} // namespace hk
