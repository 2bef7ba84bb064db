# Why: a GM installs Hexkeeper instead of building it (issue 35). `make install PREFIX=…` installs this tree and
# `make package` makes a .deb of it: both binaries, the desktop file, the AppStream metainfo, the campaign file
# type, the icons, and hexkeeper-cli's man page and bash completion (written at build time, app/CMakeLists.txt).
include(GNUInstallDirs)

set(HK_DESKTOP ${CMAKE_SOURCE_DIR}/resources/desktop)
set(HK_ICONS ${CMAKE_SOURCE_DIR}/resources/icons)
set(HK_HICOLOR ${CMAKE_INSTALL_DATADIR}/icons/hicolor)

install(TARGETS hexkeeper hexkeeper-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${HK_DESKTOP}/${HK_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${HK_DESKTOP}/${HK_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${HK_DESKTOP}/${HK_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${HK_APP_ID}.xml)
foreach(size IN ITEMS 48 128 256)
  install(FILES ${HK_ICONS}/hicolor/hexkeeper-${size}.png DESTINATION ${HK_HICOLOR}/${size}x${size}/apps RENAME ${HK_APP_ID}.png)
  install(FILES ${HK_ICONS}/hicolor/application-x-hexkeeper-campaign-${size}.png
          DESTINATION ${HK_HICOLOR}/${size}x${size}/mimetypes RENAME application-x-hexkeeper-campaign.png)
endforeach()
install(FILES ${HK_ICONS}/hexkeeper.svg DESTINATION ${HK_HICOLOR}/scalable/apps RENAME ${HK_APP_ID}.svg)
install(FILES ${HK_ICONS}/application-x-hexkeeper-campaign.svg DESTINATION ${HK_HICOLOR}/scalable/mimetypes)
install(FILES ${CMAKE_BINARY_DIR}/app/hexkeeper-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_BINARY_DIR}/app/hexkeeper-cli.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME hexkeeper-cli)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME hexkeeper)
set(CPACK_PACKAGE_VENDOR Hexkeeper)
set(CPACK_PACKAGE_CONTACT "Hexkeeper developers <developers@hexkeeper.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Game master's tool for Fantasy Trip campaigns")
set(CPACK_PACKAGE_DESCRIPTION "Characters, spell lists, magic-item workshops, potions, research, a combat tracker on a hex map and a players' web page, with every change undoable, in one campaign file.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The Qt libraries the binaries link (HttpServer and WebSockets among them) come from dpkg-shlibdeps; the plugins
# they load at run time (SQLite, the platform, SVG icons) are named here, since no linker sees them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "shared-mime-info, desktop-file-utils")
include(CPack)
