#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace hk {

// Where a sector map's text form is pasted (one typed for `hexkeeper-cli wizwar setup`, or copied from
// another campaign). Why a dialog that only collects: the sector editor parses the text, and a fault the
// parser names is shown back here, with the text still there to be mended.
class WizWarSectorPasteDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarSectorPasteDialog(const QString& text, const QFont& font, QWidget* parent = nullptr);

    QString text() const;
    void setError(const QString& error);

private:
    QPlainTextEdit* m_edit = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace hk
