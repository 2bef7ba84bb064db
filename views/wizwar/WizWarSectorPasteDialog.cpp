#include "wizwar/WizWarSectorPasteDialog.h"

#include "main/StatusColors.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

WizWarSectorPasteDialog::WizWarSectorPasteDialog(const QString& text, const QFont& font, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Paste a sector map"));
    auto* layout = new QVBoxLayout(this);
    auto* caption = new QLabel(tr("11 lines of 11 characters, as “hexkeeper-cli wizwar setup” takes them:"), this);
    caption->setWordWrap(true);
    layout->addWidget(caption);
    m_edit = new QPlainTextEdit(this);
    m_edit->setObjectName(QStringLiteral("pastedSectorText"));
    m_edit->setFont(font);
    m_edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_edit->setPlainText(text);
    layout->addWidget(m_edit, 1);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    layout->addWidget(m_error);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    box->button(QDialogButtonBox::Ok)->setText(tr("Draw it"));
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    resize(420, 420);
}

QString WizWarSectorPasteDialog::text() const
{
    return m_edit->toPlainText();
}

void WizWarSectorPasteDialog::setError(const QString& error)
{
    m_error->setText(error);
}

} // namespace hk
