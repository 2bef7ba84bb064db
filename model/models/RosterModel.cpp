#include "models/RosterModel.h"

#include "characters/CharacterRepository.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Consciousness.h"
#include "characters/RaceWords.h"

#include <QFont>

namespace hk {

RosterModel::RosterModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void RosterModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &RosterModel::refresh);
        connect(m_campaign, &Campaign::restored, this, &RosterModel::refresh);
    }
    refresh();
}

void RosterModel::setFilter(const RosterFilter& filter)
{
    m_filter = filter;
    applyFilter();
}

void RosterModel::refresh()
{
    m_all.clear();
    if (m_campaign) {
        QString error;
        RosterFilter everyone;
        everyone.includeArchived = true;
        m_all = CharacterRepository(m_campaign->database()).list(everyone, &error);
        if (!error.isEmpty())
            m_campaign->reportError(error);
    }
    applyFilter();
}

// The same test the roster's SQL makes (CharacterRepository::list): the text in the name or the party, or
// at the start of the player's name, in any case.
bool RosterModel::matches(const Character& c) const
{
    if (c.archived && !m_filter.includeArchived)
        return false;
    if (!m_filter.role.isEmpty() && c.role != m_filter.role)
        return false;
    if (!m_filter.party.isEmpty() && c.party != m_filter.party)
        return false;
    const QString& text = m_filter.text;
    return text.isEmpty() || c.name.contains(text, Qt::CaseInsensitive) || c.party.contains(text, Qt::CaseInsensitive)
           || c.player.startsWith(text, Qt::CaseInsensitive);
}

void RosterModel::applyFilter()
{
    beginResetModel();
    m_rows.clear();
    for (const Character& c : std::as_const(m_all)) {
        if (matches(c))
            m_rows.append(c);
    }
    endResetModel();
}

const Character* RosterModel::character(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int RosterModel::rowOf(qint64 id) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows.at(r).id == id)
            return r;
    }
    return -1;
}

int RosterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RosterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RosterModel::roleName(const QString& role)
{
    if (role == QLatin1String("pc"))
        return tr("Player character");
    if (role == QLatin1String("npc"))
        return tr("NPC");
    if (role == QLatin1String("apprentice"))
        return tr("Apprentice");
    if (role == QLatin1String("pet"))
        return tr("Pet");
    if (role == QLatin1String("monster"))
        return tr("Monster");
    return role;
}

QVariant RosterModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Character& c = m_rows.at(index.row());
    if (role == IdRole)
        return c.id;
    if (role == Qt::FontRole && c.archived) {
        QFont font;
        font.setStrikeOut(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= St && index.column() <= Experience)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    QString race = c.race;
    if (m_campaign && !c.race.isEmpty()) {
        const QString kind = c.system == QLatin1String("mc") ? QStringLiteral("team-race") : QStringLiteral("race");
        if (const RuleEntry* e = m_campaign->rules().entry(kind, c.race))
            race = RaceWords::name(c.race, e->name());
    } else if (m_campaign && !c.creature.isEmpty()) {
        const RuleEntry* e = m_campaign->rules().entry(QStringLiteral("creature"), c.creature);
        if (!e)
            e = m_campaign->rules().entry(QStringLiteral("ww-creature"), c.creature);
        race = e ? e->name() : c.creature;
    }
    switch (index.column()) {
    case Name:
        if (c.dead)
            return tr("%1 (dead)").arg(c.name);
        if (c.archived)
            return tr("%1 (archived)").arg(c.name);
        return m_campaign && Consciousness(m_campaign->rules()).isUnconscious(c) ? tr("%1 (unconscious)").arg(c.name) : c.name;
    case Role: return roleName(c.role);
    case Kind: {
        if (!c.creature.isEmpty()) // a beast from the bestiary: its kind says it all
            return race;
        const QString type = c.type == QLatin1String("wizard") ? tr("wizard")
                             : c.type == QLatin1String("hero") ? tr("hero")
                                                               : tr("warrior");
        return race.isEmpty() ? type : tr("%1 %2").arg(race, type);
    }
    case St: return c.st;
    case Dx: return c.dx;
    case Iq: return c.iq;
    case Ma: return m_campaign ? CharacterRules(m_campaign->rules()).derive(c).ma : c.ma;
    case CurrentSt: return c.currentSt();
    case Experience: return c.experience;
    case Party: return c.party;
    }
    return {};
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Role: return tr("Role");
    case Kind: return tr("Race and type");
    case St: return tr("ST");
    case Dx: return tr("DX");
    case Iq: return tr("IQ");
    case Ma: return tr("MA");
    case CurrentSt: return tr("ST now");
    case Experience: return tr("EP");
    case Party: return tr("Party");
    }
    return {};
}

} // namespace hk
