#include "main/StartPage.h"

#include "main/RecentFiles.h"

#include <QCheckBox>
#include <QCommandLinkButton>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hk {

StartPage::StartPage(QWidget* parent) : QWidget(parent)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(48, 40, 48, 40);
    auto* header = new QHBoxLayout;
    auto* logo = new QLabel(this);
    logo->setObjectName(QStringLiteral("logo"));
    logo->setPixmap(QIcon(QStringLiteral(":/icons/hexkeeper.svg")).pixmap(72, 72));
    logo->setAlignment(Qt::AlignTop);
    header->addWidget(logo);
    auto* title = new QLabel(tr("<h1>Hexkeeper</h1><p>Keep your Fantasy Trip campaign: characters, spells, "
                                "workshops and fights, in one campaign file.</p>"),
                             this);
    title->setWordWrap(true);
    header->addWidget(title, 1);
    outer->addLayout(header);

    auto* newButton = new QCommandLinkButton(tr("New campaign…"), tr("Choose a ruleset and start a calendar."), this);
    auto* openButton = new QCommandLinkButton(tr("Open campaign…"), tr("Open a .hkc campaign file."), this);
    auto* demoButton = new QCommandLinkButton(tr("Open the demo campaign"),
                                              tr("A small Advanced Wizard campaign to look around in."), this);
    connect(newButton, &QCommandLinkButton::clicked, this, &StartPage::newRequested);
    connect(openButton, &QCommandLinkButton::clicked, this, &StartPage::openRequested);
    connect(demoButton, &QCommandLinkButton::clicked, this, &StartPage::demoRequested);
    outer->addWidget(newButton);
    outer->addWidget(openButton);
    outer->addWidget(demoButton);

    outer->addWidget(new QLabel(tr("<h3>Recent campaigns</h3>"), this));
    // The recent campaigns scroll, so each keeps its name and its path however many there are.
    auto* recentList = new QWidget(this);
    m_recent = new QVBoxLayout(recentList);
    m_recent->setContentsMargins(0, 0, 0, 0);
    m_recent->addStretch(1);
    auto* recentScroll = new QScrollArea(this);
    recentScroll->setObjectName(QStringLiteral("recentCampaigns"));
    recentScroll->setWidgetResizable(true);
    recentScroll->setFrameShape(QFrame::NoFrame);
    recentScroll->setWidget(recentList);
    outer->addWidget(recentScroll, 1);
    m_openLast = new QCheckBox(tr("Open the latest campaign when Hexkeeper starts"), this);
    m_openLast->setObjectName(QStringLiteral("openLastOnLaunch"));
    connect(m_openLast, &QCheckBox::toggled, this, [](bool on) { RecentFiles::setOpenLastOnLaunch(on); });
    outer->addWidget(m_openLast);
    refresh();
}

void StartPage::refresh()
{
    m_openLast->setChecked(RecentFiles::openLastOnLaunch());
    while (m_recent->count() > 1) { // all but the closing stretch
        QLayoutItem* item = m_recent->takeAt(0);
        delete item->widget();
        delete item;
    }
    const QStringList files = RecentFiles::list();
    if (files.isEmpty())
        m_recent->insertWidget(m_recent->count() - 1, new QLabel(tr("None yet."), this));
    for (const QString& path : files) {
        // The campaign's own name, as it was when last open here, with where the file is.
        const QString name = RecentFiles::nameOf(path);
        auto* button = new QCommandLinkButton(name.isEmpty() ? QFileInfo(path).completeBaseName() : name,
                                              QDir::toNativeSeparators(path), this);
        button->setObjectName(QStringLiteral("recentCampaign"));
        connect(button, &QCommandLinkButton::clicked, this, [this, path] { Q_EMIT recentRequested(path); });
        m_recent->insertWidget(m_recent->count() - 1, button);
    }
}

} // namespace hk
