#include "share/ShareDialog.h"

#include "PlayersServer.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "players/PlayerLinks.h"
#include "share/PlayerLinkDialog.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>

namespace hk {

// The Share dialog's table of links (each with its characters and who has its page open), and its steps on
// the links themselves: make one, change its characters, revoke it (asked first), copy its address. Each step
// is PlayerLinks' undoable step; the dialog follows the campaign's signal to show it.

void ShareDialog::refreshLinks()
{
    const qint64 keep = selectedLink();
    QString error;
    m_links = PlayerLinks(m_campaign).list(false, &error);
    QHash<qint64, QString> names;
    for (const RosterEntry& e : Roster(m_campaign).names(&error))
        names.insert(e.id, e.name);
    if (!error.isEmpty())
        showMessage(error, true);
    {
        const QSignalBlocker blocker(m_table);
        m_table->setRowCount(int(m_links.size()));
        for (int row = 0; row < m_links.size(); ++row) {
            const PlayerLink& link = m_links.at(row);
            QStringList characters;
            for (qint64 id : link.characterIds)
                characters.append(names.value(id, tr("#%1").arg(id)));
            auto* name = new QTableWidgetItem(link.name);
            name->setData(Qt::UserRole, link.id);
            m_table->setItem(row, 0, name);
            m_table->setItem(row, 1, new QTableWidgetItem(characters.isEmpty() ? tr("(none)") : characters.join(tr(", "))));
            m_table->setItem(row, 2, new QTableWidgetItem(connectedText(link.id)));
        }
        int selected = m_links.isEmpty() ? -1 : 0;
        for (int row = 0; row < m_links.size(); ++row) {
            if (m_links.at(row).id == keep)
                selected = row;
        }
        m_table->clearSelection();
        if (selected >= 0)
            m_table->selectRow(selected);
    }
    m_table->resizeRowsToContents();
    refreshSelected();
}

QString ShareDialog::connectedText(qint64 linkId) const
{
    QStringList peers;
    if (m_server) {
        for (const PlayersServer::Connection& c : m_server->connections()) {
            if (c.linkId == linkId && !peers.contains(c.peer.toString()))
                peers.append(c.peer.toString());
        }
    }
    return peers.isEmpty() ? tr("No") : tr("Yes, from %1").arg(peers.join(tr(", ")));
}

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
