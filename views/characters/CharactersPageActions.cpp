// The toolbar actions of the roster page (CharactersPage.cpp holds its layout and selection): each asks
// what it needs, calls the Roster service and reports a refusal in the service's own words.
#include "characters/CharactersPage.h"

#include "campaign/Campaign.h"
#include "characters/AwardXpDialog.h"
#include "characters/BestiaryDialog.h"
#include "characters/CharacterEditor.h"
#include "characters/CharacterFiles.h"
#include "characters/CharacterSheet.h"
#include "characters/ExperiencePanel.h"
#include "characters/Roster.h"
#include "main/WorkProgressDialog.h"
#include "models/RosterModel.h"
#include "packages/RulesetPackage.h"

#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QInputDialog>
#include <QTabWidget>
#include <QTableView>

namespace hk {

void CharactersPage::newCharacter(const QString& system)
{
    if (!m_campaign || (m_editor->isModified() && !settleEdits(tr("starting a new character"))))
        return;
    const Ruleset& rules = m_campaign->rules();
    const bool ww = m_campaign->baseRuleset() && m_campaign->baseRuleset()->family() == QLatin1String("ww");
    // With the mass-combat option pack a new entry may be a team figure instead: ask which, unless told.
    bool mc = system == QLatin1String("mc");
    const QList<LocatedEntry> teamRaces = rules.entries({QStringLiteral("team-race")});
    if (system.isEmpty() && !ww && !teamRaces.isEmpty()) {
        const QStringList choices{tr("Fantasy Trip character"), tr("Mass-combat team figure")};
        bool ok = false;
        const QString choice =
            QInputDialog::getItem(this, tr("New character"), tr("What to build:"), choices, 0, false, &ok);
        if (!ok)
            return;
        mc = choice == choices.at(1);
    }
    QString race;
    if (mc) {
        race = teamRaces.isEmpty() ? QString() : teamRaces.first().entry->id();
    } else if (!ww) {
        const QList<LocatedEntry> races = rules.entries({QStringLiteral("race")});
        race = rules.entry(QStringLiteral("race"), QStringLiteral("human")) ? QStringLiteral("human")
               : races.isEmpty()                                            ? QString()
                                                                            : races.first().entry->id();
    }
    Character c = CharacterRules(rules).newCharacter(mc ? QStringLiteral("mc") : ww ? QStringLiteral("ww") : QStringLiteral("tft"), race);
    c.role = QStringLiteral("pc");
    m_restoring = true;
    m_table->selectionModel()->clear();
    m_restoring = false;
    m_currentId = 0;
    m_editor->setCharacter(c);
    m_experience->setCharacter(0);
    m_tabs->setCurrentWidget(m_editor);
    if (auto* name = m_editor->findChild<QLineEdit*>(QStringLiteral("name")))
        name->setFocus();
    updateActions();
}

void CharactersPage::addFromBestiary()
{
    if (!m_campaign)
        return;
    BestiaryDialog dialog(m_campaign->rules(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.creatureId().isEmpty())
        return;
    QList<qint64> ids;
    QString error;
    if (!Roster(*m_campaign).addFromBestiary(dialog.kind(), dialog.creatureId(), dialog.copies(), &ids, &error))
        showError(tr("Cannot add from the bestiary"), error);
    else if (!ids.isEmpty())
        selectCharacter(ids.first());
}

void CharactersPage::duplicateSelected()
{
    if (!m_campaign)
        return;
    const QList<qint64> ids = selectedIds();
    QList<qint64> copies;
    QString error;
    // One step for the whole selection, made by the model as the CLI makes it.
    if (!Roster(*m_campaign).duplicate(ids, &copies, &error))
        showError(tr("Cannot duplicate"), error);
    if (!copies.isEmpty())
        selectCharacter(copies.last());
}

void CharactersPage::toggleArchived()
{
    if (!m_campaign)
        return;
    const QList<Character> chosen = selectedCharacters();
    if (chosen.size() == 1 && chosen.first().dead) {
        reviveDialog(chosen.first());
        return;
    }
    bool allArchived = !chosen.isEmpty();
    for (const Character& c : chosen)
        allArchived = allArchived && c.archived;
    QList<qint64> ids;
    for (const Character& c : chosen)
        ids.append(c.id);
    QString error;
    if (!Roster(*m_campaign).setArchived(ids, !allArchived, &error))
        showError(tr("Cannot archive"), error);
}

void CharactersPage::reviveDialog(const Character& c)
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Bring back to life"),
                                                 tr("%1 is dead. Why does %1 live again (a spell, a wish, your ruling)?").arg(c.name),
                                                 QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    QString error;
    if (!Roster(*m_campaign).revive(c.id, reason, &error))
        showError(tr("Cannot bring back"), error);
}

void CharactersPage::removeSelected()
{
    if (!m_campaign)
        return;
    const QList<Character> chosen = selectedCharacters();
    if (chosen.isEmpty())
        return;
    const QString question = chosen.size() == 1
                                 ? tr("Remove %1 and their experience history from the roster?").arg(chosen.first().name)
                                 : tr("Remove %n characters and their experience history from the roster?", nullptr,
                                      int(chosen.size()));
    if (QMessageBox::question(this, tr("Remove characters"), question + QLatin1Char('\n') + tr("Undo brings them back."))
        != QMessageBox::Yes)
        return;
    QList<qint64> ids;
    for (const Character& c : chosen)
        ids.append(c.id);
    QString error;
    if (!Roster(*m_campaign).remove(ids, &error))
        showError(tr("Cannot remove"), error);
}

void CharactersPage::awardXp()
{
    if (!m_campaign)
        return;
    AwardXpDialog dialog(*m_campaign, selectedIds(), this);
    dialog.exec();
}

bool CharactersPage::importFile(const QString& path, bool keepUnread, QStringList* report, QString* error)
{
    if (!m_campaign) {
        *error = tr("Open a campaign first.");
        return false;
    }
    QList<Character> characters;
    if (!CharacterFiles::read(m_campaign->rules(), path, &characters, report, error))
        return false;
    if (!report->isEmpty() && !keepUnread) {
        *error = tr("Some names were not understood, so nothing was added.");
        return false;
    }
    QList<qint64> ids;
    WorkProgressDialog progress(this);
    Roster roster(*m_campaign);
    roster.setProgress(&progress);
    if (!roster.addAll(characters, &ids, error))
        return false;
    if (!ids.isEmpty())
        selectCharacter(ids.first());
    return true;
}

bool CharactersPage::exportFile(const QString& path, const QList<qint64>& ids, QString* error)
{
    if (!m_campaign) {
        *error = tr("Open a campaign first.");
        return false;
    }
    QList<Character> characters;
    const Roster roster(*m_campaign);
    for (qint64 id : ids) {
        Character c;
        if (!roster.find(id, &c, error))
            return false;
        characters.append(c);
    }
    return CharacterFiles::write(m_campaign->rules(), path, characters, error);
}

void CharactersPage::importDialog()
{
    if (!m_campaign)
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import characters"), QString(),
        tr("Characters (*.json *.txt);;Hexkeeper character files (*.json);;Stat blocks (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QStringList report;
    QString error;
    bool imported = importFile(path, false, &report, &error);
    if (!imported && !report.isEmpty()) {
        // Names the rules do not know: the GM decides whether to add the characters with them kept in the notes.
        QMessageBox box(QMessageBox::Question, tr("Not everything was understood"),
                        tr("These names do not match the campaign's rules. Add the characters anyway, keeping them in the "
                           "characters' notes?"),
                        QMessageBox::Yes | QMessageBox::No, this);
        box.setInformativeText(report.mid(0, 8).join(QLatin1Char('\n')));
        box.setDetailedText(report.join(QLatin1Char('\n')));
        if (box.exec() != QMessageBox::Yes)
            return;
        report.clear();
        imported = importFile(path, true, &report, &error);
    }
    if (!imported) {
        showError(tr("Cannot import %1").arg(QFileInfo(path).fileName()), error);
        return;
    }
    if (!report.isEmpty()) {
        QMessageBox box(QMessageBox::Information, tr("Imported with notes"),
                        tr("The characters were added. These names did not match the campaign's rules and were kept on "
                           "the characters' notes:"),
                        QMessageBox::Ok, this);
        box.setDetailedText(report.join(QLatin1Char('\n')));
        box.setInformativeText(report.mid(0, 8).join(QLatin1Char('\n')));
        box.exec();
    }
}

void CharactersPage::exportDialog()
{
    const QList<qint64> ids = selectedIds();
    if (!m_campaign || ids.isEmpty())
        return;
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export characters"), QString(),
                                                      tr("Hexkeeper character file (*.json);;Stat blocks (*.txt)"), &filter);
    if (path.isEmpty())
        return;
    QString target = path;
    if (QFileInfo(path).suffix().isEmpty())
        target += filter.contains(QLatin1String("*.txt")) ? QStringLiteral(".txt") : QStringLiteral(".json");
    QString error;
    if (!exportFile(target, ids, &error))
        showError(tr("Cannot export"), error);
}

void CharactersPage::exportPdf()
{
    const QList<Character> chosen = selectedCharacters();
    if (!m_campaign || chosen.isEmpty())
        return;
    // A name to start from: the character's, or the campaign's for several, beside the campaign file.
    const QString suggested = chosen.size() == 1 ? tr("%1 sheet.pdf").arg(chosen.first().name)
                                                 : tr("%1 sheets.pdf").arg(m_campaign->info().name);
    QString path = QFileDialog::getSaveFileName(this, tr("Export character sheets"),
                                                QFileInfo(m_campaign->path()).dir().filePath(suggested), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    if (!CharacterSheet::exportPdf(*m_campaign, chosen, path, &error)) {
        showError(tr("Cannot write the PDF"), error);
        return;
    }
    QMessageBox::information(this, tr("Export character sheets"),
                             tr("Wrote %n character sheet(s) to %1.", nullptr, int(chosen.size())).arg(QDir::toNativeSeparators(path)));
}

void CharactersPage::printSheets()
{
    const QList<Character> chosen = selectedCharacters();
    if (m_campaign && !chosen.isEmpty())
        CharacterSheet::print(*m_campaign, chosen, this);
}

} // namespace hk
