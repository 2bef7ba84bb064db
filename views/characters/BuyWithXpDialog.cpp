#include "characters/BuyWithXpDialog.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace hk {

namespace {

constexpr int OfferRole = Qt::UserRole;

enum Column { What, Kind, Cost, Note };

QString kindText(XpPurchaseKind kind)
{
    switch (kind) {
    case XpPurchaseKind::Attribute: return BuyWithXpDialog::tr("Attribute");
    case XpPurchaseKind::Skill: return BuyWithXpDialog::tr("New skill");
    case XpPurchaseKind::Spell: return BuyWithXpDialog::tr("New spell");
    case XpPurchaseKind::SkillBonus: return BuyWithXpDialog::tr("Skill bonus");
    case XpPurchaseKind::SpellBonus: return BuyWithXpDialog::tr("Spell bonus");
    }
    return {};
}

} // namespace

BuyWithXpDialog::BuyWithXpDialog(Campaign& campaign, qint64 characterId, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_character(characterId)
{
    setWindowTitle(tr("Buy with experience"));
    auto* layout = new QVBoxLayout(this);
    m_unspent = new QLabel(this);
    m_unspent->setObjectName(QStringLiteral("unspent"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Filter: a skill or spell name, or “bonus”…"));
    m_search->setClearButtonEnabled(true);
    m_model = new QStandardItemModel(0, 4, this);
    m_model->setHorizontalHeaderLabels({tr("What"), tr("Kind"), tr("EP"), tr("Why not")});
    m_filter = new QSortFilterProxyModel(this);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("offers"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(Note, QHeaderView::Stretch);
    m_table->setMinimumSize(640, 360);
    m_why = new QLabel(this);
    m_why->setObjectName(QStringLiteral("why"));
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::PlainText);
    auto* note = new QLabel(tr("Prices follow the book's formulas for this character. New skills and spells need a "
                               "teacher, book or scroll and months of training; bonuses take weeks. Bought skills "
                               "and spells do not count against the INT limits."), this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buy = buttons->addButton(tr("&Buy"), QDialogButtonBox::ActionRole);
    m_buy->setObjectName(QStringLiteral("buy"));
    layout->addWidget(m_unspent);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_why);
    layout->addWidget(note);
    layout->addWidget(buttons);

    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &BuyWithXpDialog::updateBuy);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buy, &QPushButton::clicked, this, [this] {
        QString error;
        if (!buySelected(&error))
            QMessageBox::warning(this, tr("Not bought"), error);
    });
    reload();
}

void BuyWithXpDialog::reload()
{
    Character c;
    QString error;
    m_model->removeRows(0, m_model->rowCount());
    if (!Roster(m_campaign).find(m_character, &c, &error)) {
        m_unspent->setText(error);
        updateBuy();
        return;
    }
    m_unspent->setText(tr("%1 has %2 EP unspent.").arg(c.name).arg(c.experience));
    m_offers = WwExperience(m_campaign.rules()).offers(c);
    for (int i = 0; i < m_offers.size(); ++i) {
        const XpOffer& offer = m_offers.at(i);
        QList<QStandardItem*> row{new QStandardItem(offer.label), new QStandardItem(kindText(offer.purchase.kind)),
                                  new QStandardItem(offer.cost >= 0 ? QString::number(offer.cost) : tr("—")),
                                  new QStandardItem(offer.cost < 0 ? offer.blocker
                                                    : offer.cost > c.experience ? tr("%1 EP short").arg(offer.cost - c.experience)
                                                                                : QString())};
        row.first()->setData(i, OfferRole);
        row.at(Cost)->setData(int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
        for (QStandardItem* item : row) {
            if (offer.cost < 0 || offer.cost > c.experience)
                item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        }
        m_model->appendRow(row);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(Note, QHeaderView::Stretch);
    updateBuy();
}

const XpOffer* BuyWithXpDialog::selectedOffer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(What);
    if (rows.isEmpty())
        return nullptr;
    const int i = m_filter->mapToSource(rows.first()).data(OfferRole).toInt();
    return i >= 0 && i < m_offers.size() ? &m_offers.at(i) : nullptr;
}

void BuyWithXpDialog::updateBuy()
{
    const XpOffer* offer = selectedOffer();
    Character c;
    QString error;
    Roster(m_campaign).find(m_character, &c, &error);
    QString why;
    if (!offer)
        why = tr("Choose a row to buy.");
    else if (offer->cost < 0)
        why = offer->blocker;
    else if (offer->cost > c.experience)
        why = tr("%1 costs %2 EP; %3 has %4 EP.").arg(offer->label).arg(offer->cost).arg(c.name).arg(c.experience);
    m_buy->setEnabled(why.isEmpty());
    m_why->setText(why.isEmpty() ? tr("Buy %1 for %2 EP (one step you can undo).").arg(offer->label).arg(offer->cost) : why);
}

bool BuyWithXpDialog::buySelected(QString* error)
{
    const XpOffer* offer = selectedOffer();
    if (!offer) {
        *error = tr("Choose a row to buy.");
        return false;
    }
    const XpPurchase purchase = offer->purchase;
    if (!Roster(m_campaign).spendXp(m_character, purchase, error))
        return false;
    reload();
    // Keep the same line selected (a bonus bought stays on the list as the next +1).
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const int i = m_filter->index(row, What).data(OfferRole).toInt();
        const XpPurchase& p = m_offers.at(i).purchase;
        if (p.id == purchase.id && (p.kind == purchase.kind || p.kind == XpPurchaseKind::SkillBonus || p.kind == XpPurchaseKind::SpellBonus)) {
            m_table->selectRow(row);
            break;
        }
    }
    return true;
}

} // namespace hk
