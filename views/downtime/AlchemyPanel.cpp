#include "downtime/AlchemyPanel.h"

#include "main/StatusColors.h"

#include "main/FlowLayout.h"

#include "downtime/DowntimeTables.h"

#include "alchemy/Alchemy.h"
#include "alchemy/BatchData.h"
#include "alchemy/Potions.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "downtime/NewBatchDialog.h"
#include "labs/Labs.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

namespace {

const QColor GmColour(0x8a, 0x1c, 0x7c);

} // namespace

AlchemyPanel::AlchemyPanel(QWidget* parent) : DowntimePanel(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_newBatch = new QPushButton(tr("New batch…"), this);
    m_newBatch->setObjectName(QStringLiteral("newBatch"));
    m_ended = new QCheckBox(tr("Show ended batches"), this);
    m_ended->setObjectName(QStringLiteral("showEnded"));
    top->addWidget(m_newBatch);
    top->addStretch(1);
    top->addWidget(m_ended);
    layout->addLayout(top);

    auto* split = new QSplitter(Qt::Vertical, this);
    auto* batchBox = new QGroupBox(tr("Batches"), split);
    auto* batchLayout = new QVBoxLayout(batchBox);
    m_batches = DowntimeTables::make({tr("Maker"), tr("Batch"), tr("Laboratory"), tr("Progress"), tr("Next roll"), tr("Last week"), tr("Status"), tr("Paid")},
                          QStringLiteral("batches"), batchBox);
    batchLayout->addWidget(m_batches);
    auto* stockBox = new QGroupBox(tr("Potions on hand"), split);
    auto* stockLayout = new QVBoxLayout(stockBox);
    m_stock = DowntimeTables::make({tr("Holder"), tr("Potion"), tr("Doses"), tr("Form"), tr("Made"), tr("Maker"), tr("Condition")},
                        QStringLiteral("stock"), stockBox);
    stockLayout->addWidget(m_stock);
    auto* actions = new FlowLayout; // wraps in a narrow window
    actions->addWidget(new QLabel(tr("Character:"), stockBox));
    m_who = new QComboBox(stockBox);
    m_who->setObjectName(QStringLiteral("who"));
    m_who->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_who->setMinimumContentsLength(12);
    actions->addWidget(m_who);
    actions->addWidget(new QLabel(tr("Doses / bombs:"), stockBox));
    m_doses = new QSpinBox(stockBox);
    m_doses->setObjectName(QStringLiteral("doses"));
    m_doses->setRange(1, 99);
    actions->addWidget(m_doses);
    m_use = new QPushButton(tr("Use"), stockBox);
    m_use->setObjectName(QStringLiteral("use"));
    m_give = new QPushButton(tr("Give"), stockBox);
    m_give->setObjectName(QStringLiteral("give"));
    m_detect = new QPushButton(tr("Examine"), stockBox);
    m_detect->setObjectName(QStringLiteral("detect"));
    m_trained = new QCheckBox(tr("trained examiner"), stockBox);
    m_trained->setObjectName(QStringLiteral("trained"));
    m_bomb = new QPushButton(tr("Gas bomb"), stockBox);
    m_bomb->setObjectName(QStringLiteral("bomb"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_use, m_give, m_detect, m_trained, m_bomb})
        actions->addWidget(w);
    stockLayout->addLayout(actions);
    m_outcome = new QLabel(stockBox);
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    stockLayout->addWidget(m_outcome);
    split->addWidget(batchBox);
    split->addWidget(stockBox);
    layout->addWidget(split, 1);

    connect(m_newBatch, &QPushButton::clicked, this, [this] {
        if (m_campaign)
            NewBatchDialog(*m_campaign, this).exec();
    });
    connect(m_ended, &QCheckBox::toggled, this, &AlchemyPanel::refresh);
    connect(m_stock, &QTableWidget::itemSelectionChanged, this, &AlchemyPanel::updateButtons);
    connect(m_use, &QPushButton::clicked, this, [this] { act(QStringLiteral("use")); });
    connect(m_give, &QPushButton::clicked, this, [this] { act(QStringLiteral("give")); });
    connect(m_detect, &QPushButton::clicked, this, [this] { act(QStringLiteral("detect")); });
    connect(m_bomb, &QPushButton::clicked, this, [this] { act(QStringLiteral("bomb")); });
    refresh();
}

void AlchemyPanel::refresh()
{
    const qint64 keep = selected() ? selected()->id : 0;
    const QVariant who = m_who->currentData();
    m_batchRows.clear();
    m_stockRows.clear();
    m_who->clear();
    QHash<qint64, QString> names, labs;
    if (m_campaign) {
        QString error;
        m_who->addItem(tr("The party"), 0);
        for (const RosterEntry& c : Roster(*m_campaign).names(&error)) {
            names.insert(c.id, c.name);
            if (!c.archived && c.role != QLatin1String("monster"))
                m_who->addItem(c.name, c.id);
        }
        for (const Lab& lab : Labs(*m_campaign).list(true, &error))
            labs.insert(lab.id, lab.name);
        m_batchRows = Alchemy(*m_campaign).list(0, m_ended->isChecked(), false, &error);
        m_stockRows = Potions(*m_campaign).list(-1, &error);
    }
    m_who->setCurrentIndex(qMax(0, m_who->findData(who)));
    m_batches->setRowCount(int(m_batchRows.size()));
    for (int row = 0; row < m_batchRows.size(); ++row) {
        const Activity& a = m_batchRows.at(row);
        const BatchData d = BatchData::read(a);
        const QJsonArray& history = d.history;
        QString last;
        bool secret = false;
        // The GM's entries carry the rolls; the players' twin entries are skipped here.
        for (qsizetype i = history.size() - 1; i >= 0; --i) {
            const QJsonObject week = history.at(i).toObject();
            if (week.value(QLatin1String("playerOnly")).toBool())
                continue;
            last = tr("%1: %2 (%3)").arg(Calendar::formatShort(week.value(QLatin1String("day")).toInt()),
                                          week.value(QLatin1String("outcome")).toString())
                       .arg(week.value(QLatin1String("total")).toInt());
            secret = week.value(QLatin1String("outcome")).toString() == QLatin1String("faulty");
            break;
        }
        const bool faulty = d.gm.faulty;
        QString status = activityStatusKey(a.status);
        if (a.status == ActivityStatus::Halted)
            status = tr("halted (%1)").arg(haltReasonKey(a.haltReason));
        else if (!d.outcome.isEmpty())
            status = tr("%1 (%2)").arg(activityStatusKey(a.status), d.outcome);
        auto* lastItem = new QTableWidgetItem(last);
        auto* statusItem = new QTableWidgetItem(faulty ? tr("%1 — faulty, GM only").arg(status) : status);
        if (faulty || secret) {
            statusItem->setForeground(GmColour);
            lastItem->setForeground(GmColour);
            statusItem->setToolTip(tr("The players see only that the work goes on."));
        }
        m_batches->setItem(row, 0, new QTableWidgetItem(names.value(a.characterId)));
        m_batches->setItem(row, 1, new QTableWidgetItem(a.title));
        m_batches->setItem(row, 2, new QTableWidgetItem(labs.value(d.lab)));
        m_batches->setItem(row, 3, new QTableWidgetItem(tr("%1 of %2 weeks")
                                                            .arg(d.weeksDone)
                                                            .arg(d.weeks)));
        m_batches->setItem(row, 4, new QTableWidgetItem(a.status == ActivityStatus::Active
                                                            ? Calendar::formatShort(d.nextRollDay)
                                                            : tr("—")));
        m_batches->setItem(row, 5, lastItem);
        m_batches->setItem(row, 6, statusItem);
        m_batches->setItem(row, 7, new QTableWidgetItem(Treasury::format(a.cost)));
    }
    m_batches->resizeColumnsToContents();
    m_stock->setRowCount(int(m_stockRows.size()));
    for (int row = 0; row < m_stockRows.size(); ++row) {
        const PotionStock& p = m_stockRows.at(row);
        const QJsonObject o = Potions::toJson(p, m_campaign->rules());
        QString condition = tr("sound");
        if (p.faulty)
            condition = p.detected ? tr("faulty (%1), found").arg(p.faultyEffect) : tr("faulty (%1) — GM only").arg(p.faultyEffect);
        auto* conditionItem = new QTableWidgetItem(condition);
        if (p.faulty && !p.detected) {
            conditionItem->setForeground(GmColour);
            conditionItem->setToolTip(tr("Players see this potion as sound until someone finds the fault or uses it."));
        }
        m_stock->setItem(row, 0, new QTableWidgetItem(p.characterId > 0 ? names.value(p.characterId) : tr("The party")));
        m_stock->setItem(row, 1, new QTableWidgetItem(o.value(QLatin1String("name")).toString()
                                                      + (o.value(QLatin1String("gasBomb")).toBool() ? QStringLiteral(" *") : QString())));
        m_stock->setItem(row, 2, new QTableWidgetItem(QString::number(p.doses)));
        m_stock->setItem(row, 3, new QTableWidgetItem(p.form == QLatin1String("gas-bomb") ? tr("gas bomb") : tr("dose")));
        m_stock->setItem(row, 4, new QTableWidgetItem(Calendar::formatShort(p.madeDay)));
        m_stock->setItem(row, 5, new QTableWidgetItem(names.value(p.makerId, tr("—"))));
        m_stock->setItem(row, 6, conditionItem);
    }
    m_stock->resizeColumnsToContents();
    m_newBatch->setEnabled(m_campaign);
    if (keep)
        selectStock(keep);
    updateButtons();
}

const PotionStock* AlchemyPanel::selected() const
{
    const int row = m_stock->currentRow();
    if (row < 0 || row >= m_stockRows.size() || m_stock->selectedItems().isEmpty())
        return nullptr;
    return &m_stockRows.at(row);
}

void AlchemyPanel::updateButtons()
{
    const PotionStock* p = selected();
    for (QPushButton* b : {m_use, m_give, m_detect, m_bomb})
        b->setEnabled(p);
    if (p && m_campaign)
        m_bomb->setEnabled(p->form == QLatin1String("dose")
                           && Potions::toJson(*p, m_campaign->rules()).value(QLatin1String("gasBomb")).toBool());
}

bool AlchemyPanel::selectStock(qint64 stockId)
{
    for (int row = 0; row < m_stockRows.size(); ++row) {
        if (m_stockRows.at(row).id == stockId) {
            m_stock->selectRow(row);
            return true;
        }
    }
    return false;
}

QString AlchemyPanel::lastOutcome() const
{
    return m_outcome->text();
}

void AlchemyPanel::act(const QString& what)
{
    const PotionStock* p = selected();
    if (!p || !m_campaign)
        return;
    const qint64 stock = p->id;
    const qint64 who = m_who->currentData().toLongLong();
    Potions potions(*m_campaign);
    QString error, outcome;
    bool ok = false;
    if (what == QLatin1String("use")) {
        ok = potions.use(stock, m_doses->value(), who, &outcome, &error);
    } else if (what == QLatin1String("give")) {
        ok = potions.give(stock, m_doses->value(), who, &error);
        outcome = tr("Handed over.");
    } else if (what == QLatin1String("detect")) {
        bool found = false;
        ok = potions.detect(stock, who, m_trained->isChecked(), &found, &outcome, &error);
    } else {
        qint64 bomb = 0;
        ok = potions.bomb(stock, m_doses->value(), -1, &bomb, &error);
        outcome = tr("Gas bomb made.");
    }
    m_outcome->setStyleSheet(ok ? QString() : StatusColors::problemStyle());
    m_outcome->setText(ok ? outcome : error);
}

} // namespace hk
