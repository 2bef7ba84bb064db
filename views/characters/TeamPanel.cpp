#include "characters/TeamPanel.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "characters/Roster.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace hk {

namespace {

QLabel* wrapped(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString bulleted(const QStringList& lines)
{
    QStringList items;
    for (const QString& l : lines)
        items.append(QStringLiteral("<li>%1</li>").arg(l.toHtmlEscaped()));
    return QStringLiteral("<ul style=\"margin-left: 0px; -qt-list-indent: 1;\">%1</ul>").arg(items.join(QString()));
}

} // namespace

TeamPanel::TeamPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("team"));
    m_heading = wrapped(this, QStringLiteral("teamHeading"));
    m_longGame = new QCheckBox(this);
    m_longGame->setObjectName(QStringLiteral("longGame"));

    m_details = new QWidget(this);
    auto* form = new QFormLayout(m_details);
    form->setContentsMargins(0, 0, 0, 0);
    m_figures = wrapped(m_details, QStringLiteral("teamFigures"));
    m_beginning = wrapped(m_details, QStringLiteral("teamBeginning"));
    m_bonus = wrapped(m_details, QStringLiteral("teamBonus"));
    form->addRow(tr("Figures:"), m_figures);
    form->addRow(tr("Beginning points:"), m_beginning);
    form->addRow(tr("Bonus points:"), m_bonus);
    m_problems = wrapped(this, QStringLiteral("teamProblems"));
    m_problems->setStyleSheet(StatusColors::problemStyle());
    m_problems->setTextFormat(Qt::RichText);
    m_notes = wrapped(this, QStringLiteral("teamNotes"));
    m_notes->setTextFormat(Qt::RichText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_longGame);
    layout->addWidget(m_details);
    layout->addWidget(m_problems);
    layout->addWidget(m_notes);
    layout->addStretch(1);

    connect(m_longGame, &QCheckBox::toggled, this, &TeamPanel::refresh);
    refresh();
}

void TeamPanel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_character = 0;
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &TeamPanel::refresh);
        connect(m_campaign, &Campaign::rulesChanged, this, &TeamPanel::refresh);
    }
    refresh();
}

void TeamPanel::setCharacter(qint64 id)
{
    m_character = id;
    refresh();
}

void TeamPanel::refresh()
{
    m_report = {};
    m_party.clear();
    const bool hasPack = m_campaign && !m_campaign->rules().entries({QStringLiteral("team-race")}).isEmpty();
    if (m_campaign) {
        const QString size = QString::number(m_campaign->rules().parameter(QStringLiteral("long-game-team-size")).toInt());
        const QString points = QString::number(m_campaign->rules().parameter(QStringLiteral("long-game-team-points")).toInt());
        m_longGame->setText(tr("Long game (%1 figures, %2 points)").arg(size, points));
    }
    Character c;
    QString error;
    const bool found = hasPack && m_character
                       && Roster(*m_campaign).find(m_character, &c, &error);
    if (found)
        m_party = c.party;

    QString heading;
    if (!hasPack)
        heading = tr("Teams are for the mass-combat option pack, which this campaign does not use.");
    else if (!found)
        heading = tr("Select a team figure: its party is checked as a mass-combat team.");
    else if (m_party.isEmpty())
        heading = tr("%1 is in no party. Put the figures of a team in one party to check them together.").arg(c.name);
    const bool show = heading.isEmpty();
    m_longGame->setVisible(hasPack);
    m_details->setVisible(show);
    m_problems->setVisible(false);
    m_notes->setVisible(false);
    if (!show) {
        m_heading->setText(heading);
        return;
    }

    m_report = Roster(*m_campaign).team(m_party, m_longGame->isChecked(), &error);
    if (!error.isEmpty()) {
        m_heading->setText(error);
        m_details->setVisible(false);
        return;
    }
    m_heading->setText(m_report.legal() ? tr("<b>Team “%1”</b> is legal.").arg(m_party.toHtmlEscaped())
                                        : tr("<b>Team “%1”</b> is not legal.").arg(m_party.toHtmlEscaped()));
    m_figures->setText(tr("%1 of %2").arg(m_report.figures).arg(m_report.expectedFigures));
    m_beginning->setText(tr("%1 (the races' totals, out of a budget of %2)").arg(m_report.beginningPoints).arg(m_report.teamPoints));
    m_bonus->setText(tr("%1 spent of %2 available").arg(m_report.bonusSpent).arg(m_report.bonusPoints));
    QStringList problems;
    for (const CharacterProblem& p : std::as_const(m_report.problems))
        problems.append(p.message);
    m_problems->setText(bulleted(problems));
    m_problems->setVisible(!problems.isEmpty());
    m_notes->setText(bulleted(m_report.notes));
    m_notes->setVisible(!m_report.notes.isEmpty());
}

} // namespace hk
