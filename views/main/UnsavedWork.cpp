#include "main/UnsavedWork.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace hk::UnsavedWork {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("hk::UnsavedWork", text);
}
} // namespace

Answer ask(QWidget* parent, const QStringList& works, const QString& leaving)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Not saved yet: %1.").arg(works.join(QStringLiteral(", "))), QMessageBox::NoButton,
                    parent);
    box.setObjectName(QStringLiteral("unsavedWork"));
    box.setInformativeText(tr("Save before %1? Everything else is already saved.").arg(leaving));
    box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

} // namespace hk::UnsavedWork
