#include "share/ShareDialog.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "players/PlayerLinks.h"
#include "share/PlayerLinkDialog.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>

namespace hk {

// The Share dialog's steps on the links themselves: make one, change its characters, revoke it (asked first),
// copy its address. Each is PlayerLinks' undoable step; the dialog follows the campaign's signal to show it.

void ShareDialog::newLink()
{
    QString error;
    const QList<Character> active = Roster(m_campaign).list(RosterFilter{}, &error);
    if (!error.isEmpty()) {
        showMessage(error, true);
        return;
    }
    PlayerLinkDialog dialog(active, this);
    while (dialog.exec() == QDialog::Accepted) {
        PlayerLink made;
        if (PlayerLinks(m_campaign).create(dialog.name(), dialog.characterIds(), &made, &error)) {
            selectLink(made.id);
            showMessage(tr("%1's link is ready. Edit ▸ Undo takes it away.").arg(made.name), false);
            return;
        }
        dialog.setMessage(error);
    }
}

void ShareDialog::editCharacters()
{
    const PlayerLink* current = currentLink();
    if (!current)
        return;
    const PlayerLink link = *current; // the list is re-read when the change is made
    RosterFilter everyone;
    everyone.includeArchived = true;
    QString error;
    QList<Character> offered = Roster(m_campaign).list(everyone, &error);
    if (!error.isEmpty()) {
        showMessage(error, true);
        return;
    }
    // The active characters, and any retired one the link still shows (so keeping it is a choice).
    offered.removeIf([&link](const Character& c) { return c.archived && !link.owns(c.id); });
    PlayerLinkDialog dialog(offered, this);
    dialog.fixName(link.name, link.characterIds);
    while (dialog.exec() == QDialog::Accepted) {
        if (PlayerLinks(m_campaign).setCharacters(link.id, dialog.characterIds(), &error)) {
            showMessage(tr("%1's link shows the characters chosen.").arg(link.name), false);
            return;
        }
        dialog.setMessage(error);
    }
}

void ShareDialog::revokeLink()
{
    const PlayerLink* current = currentLink();
    if (!current)
        return;
    const PlayerLink link = *current;
    QMessageBox ask(QMessageBox::Question, tr("Revoke link"),
                    tr("Revoke %1's link? A page open on it stops at once and the address no longer works. "
                       "Edit ▸ Undo gives the link back.").arg(link.name),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    ask.button(QMessageBox::Yes)->setText(tr("Revoke"));
    ask.setDefaultButton(QMessageBox::Cancel);
    if (ask.exec() != QMessageBox::Yes)
        return;
    QString error;
    if (PlayerLinks(m_campaign).revoke(link.id, &error))
        showMessage(tr("%1's link no longer works.").arg(link.name), false);
    else
        showMessage(error, true);
}

void ShareDialog::copyLink()
{
    const PlayerLink* link = currentLink();
    if (!link || m_shownUrl.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(m_shownUrl);
    showMessage(tr("%1's link is on the clipboard.").arg(link->name), false);
}

} // namespace hk
