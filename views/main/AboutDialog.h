#pragma once

#include <QDialog>

namespace hk {

class PackageRegistry;

// Names Hexkeeper's sources and their licences: every ruleset package with the book it comes from, its
// attribution and licence terms.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(const PackageRegistry& registry, QWidget* parent = nullptr);
    static QString html(const PackageRegistry& registry);
};

} // namespace hk
