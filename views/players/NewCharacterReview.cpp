#include "players/NewCharacterReview.h"

#include "characters/CharacterEditor.h"
#include "main/StatusColors.h"
#include "players/PlayerRequests.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace hk {

NewCharacterReview::NewCharacterReview(Campaign& campaign, qint64 requestId, const Character& asked, const QString& player,
                                       QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_requestId(requestId)
{
    setObjectName(QStringLiteral("newCharacterReview"));
    setWindowTitle(tr("%1's new character").arg(player));
    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("Change what you like; the builder checks it against the campaign's rules. "
                               "Accepting adds him to %1's characters as one step.").arg(player), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_editor = new CharacterEditor(this);
    m_editor->setCampaign(&campaign);
    Character c = asked;
    c.id = 0;
    c.player = player;
    m_editor->setCharacter(c);
    // The builder's own Save would add him to the roster outside the request: here the dialog's button decides.
    if (auto* save = m_editor->findChild<QPushButton*>(QStringLiteral("save")))
        save->hide();
    layout->addWidget(m_editor, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("reviewMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(StatusColors::problemStyle());
    m_message->hide();
    layout->addWidget(m_message);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_accept = buttons->addButton(tr("Accept as Edited"), QDialogButtonBox::AcceptRole);
    m_accept->setObjectName(QStringLiteral("acceptEdited"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_accept, &QPushButton::clicked, this, [this] {
        if (acceptEdited())
            accept();
    });
    connect(m_editor, &CharacterEditor::edited, this, &NewCharacterReview::updateButton);
    updateButton();
    const QSize room = screen() ? screen()->availableSize() : QSize(1024, 700);
    resize(qMin(820, room.width() - 40), qMin(680, room.height() - 60));
}

void NewCharacterReview::updateButton()
{
    const bool legal = m_editor->problems().isEmpty();
    m_accept->setEnabled(legal);
    m_accept->setToolTip(legal ? tr("Add the character as he is now, and tell the player his request is accepted.")
                               : tr("The character is not legal yet: see the builder's words in red."));
}

bool NewCharacterReview::acceptEdited()
{
    QString error;
    const bool ok = PlayerRequests(m_campaign).acceptEdited(m_requestId, m_editor->character(), &error);
    m_message->setText(ok ? QString() : error);
    m_message->setVisible(!ok);
    return ok;
}

QString NewCharacterReview::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

} // namespace hk
