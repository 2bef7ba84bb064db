#include "share/PlayerLinkDialog.h"

#include "main/StatusColors.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

PlayerLinkDialog::PlayerLinkDialog(const QList<Character>& characters, QWidget* parent)
    : QDialog(parent), m_offered(characters)
{
    setWindowTitle(tr("New player's link"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("linkPlayerName"));
    m_name->setPlaceholderText(tr("The player's name, as on the characters' sheets"));
    form->addRow(tr("Player:"), m_name);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("The characters the link shows, and whose figures the player may propose moves for:"), this));
    m_characters = new QListWidget(this);
    m_characters->setObjectName(QStringLiteral("linkCharacters"));
    for (const Character& c : characters) {
        const QString text = c.player.isEmpty() ? c.name : tr("%1 (played by %2)").arg(c.name, c.player);
        auto* item = new QListWidgetItem(text, m_characters);
        item->setData(Qt::UserRole, c.id);
        item->setCheckState(Qt::Unchecked);
    }
    if (characters.isEmpty())
        (new QListWidgetItem(tr("(no active characters)"), m_characters))->setFlags(Qt::NoItemFlags);
    layout->addWidget(m_characters, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(StatusColors::problemStyle());
    m_message->hide();
    layout->addWidget(m_message);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    box->button(QDialogButtonBox::Ok)->setText(tr("Make link"));
    box->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("linkOk"));
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);

    connect(m_name, &QLineEdit::textEdited, this, &PlayerLinkDialog::followName);
    connect(m_characters, &QListWidget::itemChanged, this, [this] {
        if (!m_setting)
            m_ticked = true;
    });
    resize(380, 360);
}

QString PlayerLinkDialog::name() const
{
    return m_name->text().simplified();
}

void PlayerLinkDialog::setName(const QString& name)
{
    m_name->setText(name);
    followName();
}

void PlayerLinkDialog::fixName(const QString& name, const QList<qint64>& characterIds)
{
    setWindowTitle(tr("Characters of %1's link").arg(name));
    m_name->setText(name);
    m_name->setReadOnly(true);
    setChecks(characterIds);
    m_ticked = true;
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setText(tr("Save"));
}

QList<qint64> PlayerLinkDialog::characterIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_characters->count(); ++row) {
        const QListWidgetItem* item = m_characters->item(row);
        if (item->checkState() == Qt::Checked)
            ids.append(item->data(Qt::UserRole).toLongLong());
    }
    return ids;
}

void PlayerLinkDialog::setCharacterChecked(qint64 id, bool checked)
{
    for (int row = 0; row < m_characters->count(); ++row) {
        QListWidgetItem* item = m_characters->item(row);
        if (item->data(Qt::UserRole).toLongLong() == id)
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void PlayerLinkDialog::setMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

// The characters whose player is the typed name, until the GM has ticked one himself.
void PlayerLinkDialog::followName()
{
    if (m_ticked)
        return;
    const QString who = name();
    QList<qint64> ids;
    for (const Character& c : std::as_const(m_offered)) {
        if (!who.isEmpty() && c.player.simplified().compare(who, Qt::CaseInsensitive) == 0)
            ids.append(c.id);
    }
    setChecks(ids);
}

void PlayerLinkDialog::setChecks(const QList<qint64>& ids)
{
    m_setting = true;
    for (int row = 0; row < m_characters->count(); ++row) {
        QListWidgetItem* item = m_characters->item(row);
        if (item->data(Qt::UserRole).isValid())
            item->setCheckState(ids.contains(item->data(Qt::UserRole).toLongLong()) ? Qt::Checked : Qt::Unchecked);
    }
    m_setting = false;
}

} // namespace hk
