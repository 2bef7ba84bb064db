#include "main/GuideWindow.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hk {

GuideWindow::GuideWindow(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("guideWindow"));
    setWindowTitle(tr("Hexkeeper Guide"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guide"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({QStringLiteral(":/help")});
    m_browser->setSource(QUrl(QStringLiteral("qrc") + guideResource()));
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* contents = buttons->addButton(tr("Contents"), QDialogButtonBox::ActionRole);
    connect(contents, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(760, 640);
}

QString GuideWindow::guideResource()
{
    // The translators choose the guide: the German catalogue names the German page.
    const QString translated = tr("guide_en.html", "file name of the guide in this language");
    const QString path = QStringLiteral(":/help/") + translated;
    return QFile::exists(path) ? path : QStringLiteral(":/help/guide_en.html");
}

} // namespace hk
